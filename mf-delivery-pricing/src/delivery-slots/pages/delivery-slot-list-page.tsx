import { lazy } from 'react';
import type { DeliverySlot } from '@mv-admin/shared-api/delivery';
import { ActiveFilter, ListPage, useFormModal, useServerTable } from '@mv-admin/shared-ui/list';
import { deliverySlotFilters, deliverySlotListKey, fetchDeliverySlotPage, useSetDeliverySlotActive } from '../api/delivery-slots';
import { deliverySlotColumns } from '../components/delivery-slot-columns';

// The form (and the kit's form cut) loads when the dialog is first opened, not with the list.
const DeliverySlotFormModal = lazy(() => import('../components/delivery-slot-form-modal'));

/** /admin/delivery-slot: slots with their duration, searchable and filterable by status, toggled inline. */
export function DeliverySlotListPage() {
  const table = useServerTable({ queryKey: deliverySlotListKey, fetchPage: fetchDeliverySlotPage, filters: deliverySlotFilters, live: ['delivery_slot'] });
  const modal = useFormModal<DeliverySlot>();
  const setActive = useSetDeliverySlotActive();
  const columns = deliverySlotColumns({ onEdit: modal.openEdit, onSetActive: (slot, active) => setActive.mutateAsync({ slot, active }) });
  return (
    <ListPage
      list="delivery-slots"
      title="Delivery Slots"
      noun={{ one: 'delivery slot', other: 'delivery slots' }}
      table={table}
      columns={columns}
      onCreate={modal.openCreate}
      filters={<ActiveFilter value={table.filters.is_active} onChange={(active) => table.setFilter('is_active', active)} />}
    >
      {modal.opened && <DeliverySlotFormModal open={modal.open} slot={modal.entity} onClose={modal.close} />}
    </ListPage>
  );
}
