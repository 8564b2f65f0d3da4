import { lazy } from 'react';
import type { Island } from '@mv-admin/shared-api/locations';
import { ActiveFilter, ListPage, useFormModal, useServerTable } from '@mv-admin/shared-ui/list';
import { fetchIslandPage, islandFilters, islandListKey, useSetIslandActive } from '../api/islands';
import { AtollFilter } from '../../shared/components/atoll-filter';
import { islandColumns } from '../components/island-columns';

// The form (and the kit's form cut) loads when the dialog is first opened, not with the list.
const IslandFormModal = lazy(() => import('../components/island-form-modal'));

/** /admin/island: islands with their atoll, filterable by atoll and status, toggled inline. */
export function IslandListPage() {
  const table = useServerTable({ queryKey: islandListKey, fetchPage: fetchIslandPage, filters: islandFilters, live: ['island'] });
  const modal = useFormModal<Island>();
  const setActive = useSetIslandActive();
  const columns = islandColumns({ onEdit: modal.openEdit, onSetActive: (island, active) => setActive.mutateAsync({ island, active }) });
  return (
    <ListPage
      list="islands"
      title="Islands"
      noun={{ one: 'island', other: 'islands' }}
      table={table}
      columns={columns}
      onCreate={modal.openCreate}
      filters={
        <>
          <AtollFilter value={table.filters.atoll_id} onChange={(atollId) => table.setFilter('atoll_id', atollId)} />
          <ActiveFilter value={table.filters.active} onChange={(active) => table.setFilter('active', active)} />
        </>
      }
    >
      {modal.opened && <IslandFormModal open={modal.open} island={modal.entity} onClose={modal.close} />}
    </ListPage>
  );
}
