import { lazy } from 'react';
import type { BusinessLocation } from '@mv-admin/shared-api/locations';
import { ActiveFilter, ListPage, useFormModal, useServerTable } from '@mv-admin/shared-ui/list';
import { IslandSelect } from '@mv-admin/shared-ui/locations';
import { AtollFilter } from '../../shared/components/atoll-filter';
import { businessLocationFilters, businessLocationListKey, fetchBusinessLocationPage, useSetBusinessLocationActive } from '../api/business-locations';
import { businessLocationColumns } from '../components/business-location-columns';

// The form (and the kit's form cut) loads when the dialog is first opened, not with the list.
const BusinessLocationFormModal = lazy(() => import('../components/business-location-form-modal'));

/** /business-locations: locations with island, atoll and creator; filters by place and status. */
export function BusinessLocationListPage() {
  const table = useServerTable({
    queryKey: businessLocationListKey,
    fetchPage: fetchBusinessLocationPage,
    filters: businessLocationFilters,
    live: ['business_location'],
  });
  const modal = useFormModal<BusinessLocation>();
  const setActive = useSetBusinessLocationActive();
  const columns = businessLocationColumns({
    onEdit: modal.openEdit,
    onSetActive: (location, active) => setActive.mutateAsync({ location, active }),
  });
  const { atoll_id, island_id, active } = table.filters;
  return (
    <ListPage
      list="business-locations"
      title="Business Locations"
      noun={{ one: 'business location', other: 'business locations' }}
      table={table}
      columns={columns}
      onCreate={modal.openCreate}
      filters={
        <>
          {/* A new atoll drops an island filter from another atoll: both change in one history entry. */}
          <AtollFilter value={atoll_id} onChange={(atollId) => table.setFilters({ atoll_id: atollId, island_id: undefined })} />
          <IslandSelect
            aria-label="Filter by island"
            placeholder="All islands"
            allowClear
            atollId={atoll_id}
            value={island_id}
            onChange={(islandId) => table.setFilter('island_id', islandId ?? undefined)}
            style={{ width: 220 }}
          />
          <ActiveFilter value={active} onChange={(next) => table.setFilter('active', next)} />
        </>
      }
    >
      {modal.opened && <BusinessLocationFormModal open={modal.open} location={modal.entity} onClose={modal.close} />}
    </ListPage>
  );
}
