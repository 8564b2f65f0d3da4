import { lazy } from 'react';
import { applicationStatusSchema } from '@mv-admin/shared-api/applications';
import { ListPage, useServerTable } from '@mv-admin/shared-ui/list';
import { useRecordParam } from '../../shared/api/use-record-param';
import { StatusFilter } from '../../shared/components/status-filter';
import { applicationFilters, applicationListKey, fetchApplicationPage } from '../api/applications';
import { applicationColumns } from '../components/application-columns';

// The details drawer (and the kit's detail and documents cuts) load when one is first opened.
const ApplicationDrawer = lazy(() => import('../components/application-drawer'));

/** /admin/service-provider-applications: applications per job category; details and decisions in a drawer (`?application=5`). */
export function ApplicationListPage() {
  const table = useServerTable({
    queryKey: applicationListKey,
    fetchPage: fetchApplicationPage,
    filters: applicationFilters,
    live: ['service_provider_application'],
  });
  const details = useRecordParam('application');
  return (
    <ListPage
      list="applications"
      title="Service Provider Applications"
      noun={{ one: 'application', other: 'applications' }}
      table={table}
      columns={applicationColumns({ onOpen: (application) => details.open(application.id) })}
      filters={
        <StatusFilter statuses={applicationStatusSchema.options} value={table.filters.status} onChange={(status) => table.setFilter('status', status)} />
      }
    >
      {/* Wait for the list on a deep link: the record is usually on the page it shows. */}
      {details.id !== undefined && !table.isPending && <ApplicationDrawer key={details.id} id={details.id} rows={table.page?.items} onClose={details.close} />}
    </ListPage>
  );
}
