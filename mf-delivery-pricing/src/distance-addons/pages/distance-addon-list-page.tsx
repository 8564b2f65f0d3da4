import { lazy } from 'react';
import type { DeliveryDistanceAddon } from '@mv-admin/shared-api/delivery';
import { ActiveFilter, ListPage, useFormModal, useServerTable } from '@mv-admin/shared-ui/list';
import { IslandSelect } from '@mv-admin/shared-ui/locations';
import { distanceAddonFilters, distanceAddonListKey, fetchDistanceAddonPage, useSetDistanceAddonActive } from '../api/distance-addons';
import { distanceAddonColumns } from '../components/distance-addon-columns';
import { DistancePriceCheck } from '../components/distance-price-check';

// The form (and the kit's form cut) loads when the dialog is first opened, not with the list.
const DistanceAddonFormModal = lazy(() => import('../components/distance-addon-form-modal'));

/**
 * /admin/delivery-distance-addons: directed add-ons between islands with their price, filterable
 * by island (either side) and status, toggled inline; a price check sits above the list.
 */
export function DistanceAddonListPage() {
  const table = useServerTable({
    queryKey: distanceAddonListKey,
    fetchPage: fetchDistanceAddonPage,
    filters: distanceAddonFilters,
    live: ['delivery_distance_addon'],
  });
  const modal = useFormModal<DeliveryDistanceAddon>();
  const setActive = useSetDistanceAddonActive();
  const columns = distanceAddonColumns({ onEdit: modal.openEdit, onSetActive: (addon, active) => setActive.mutateAsync({ addon, active }) });
  return (
    <ListPage
      list="distance-addons"
      title="Delivery Distance Add-ons"
      noun={{ one: 'distance add-on', other: 'distance add-ons' }}
      table={table}
      columns={columns}
      onCreate={modal.openCreate}
      intro={<DistancePriceCheck />}
      filters={
        <>
          <IslandSelect
            aria-label="Filter by island"
            placeholder="All islands"
            allowClear
            value={table.filters.island_id}
            onChange={(islandId) => table.setFilter('island_id', islandId ?? undefined)}
            style={{ width: 220 }}
          />
          <ActiveFilter value={table.filters.is_active} onChange={(active) => table.setFilter('is_active', active)} />
        </>
      }
    >
      {modal.opened && <DistanceAddonFormModal open={modal.open} addon={modal.entity} onClose={modal.close} />}
    </ListPage>
  );
}
