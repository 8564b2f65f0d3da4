import { lazy } from 'react';
import type { PackageConfig } from '@mv-admin/shared-api/delivery';
import { ActiveFilter, ListPage, useFormModal, useServerTable } from '@mv-admin/shared-ui/list';
import { fetchPackageConfigPage, packageConfigFilters, packageConfigListKey, useSetPackageConfigActive } from '../api/package-configs';
import { DeliverySlotSelect } from '../components/delivery-slot-select';
import { packageConfigColumns } from '../components/package-config-columns';

// The form (and the kit's form cut) loads when the dialog is first opened, not with the list.
const PackageConfigFormModal = lazy(() => import('../components/package-config-form-modal'));

/** /admin/package-config: weight bands per delivery slot with their price; filters by slot and status. */
export function PackageConfigListPage() {
  const table = useServerTable({ queryKey: packageConfigListKey, fetchPage: fetchPackageConfigPage, filters: packageConfigFilters, live: ['package_config'] });
  const modal = useFormModal<PackageConfig>();
  const setActive = useSetPackageConfigActive();
  const columns = packageConfigColumns({ onEdit: modal.openEdit, onSetActive: (config, active) => setActive.mutateAsync({ config, active }) });
  return (
    <ListPage
      list="package-configs"
      title="Package Configurations"
      noun={{ one: 'package configuration', other: 'package configurations' }}
      table={table}
      columns={columns}
      onCreate={modal.openCreate}
      filters={
        <>
          <DeliverySlotSelect
            aria-label="Filter by delivery slot"
            placeholder="All delivery slots"
            allowClear
            allowInactive
            value={table.filters.delivery_slot_id}
            onChange={(slotId) => table.setFilter('delivery_slot_id', slotId ?? undefined)}
            style={{ width: 260 }}
          />
          <ActiveFilter value={table.filters.is_active} onChange={(active) => table.setFilter('is_active', active)} />
        </>
      }
    >
      {modal.opened && <PackageConfigFormModal open={modal.open} config={modal.entity} onClose={modal.close} />}
    </ListPage>
  );
}
