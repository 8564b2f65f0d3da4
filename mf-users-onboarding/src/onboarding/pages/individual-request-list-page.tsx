import { lazy } from 'react';
import { onboardingStatusSchema } from '@mv-admin/shared-api/onboarding';
import { ListPage, useServerTable } from '@mv-admin/shared-ui/list';
import { useRecordParam } from '../../shared/api/use-record-param';
import { StatusFilter } from '../../shared/components/status-filter';
import { fetchOnboardingPage, onboardingFilters, onboardingListKey } from '../api/onboarding-requests';
import { individualRequestColumns } from '../components/request-columns';

// The details drawer (and the kit's detail and documents cuts) load when one is first opened.
const IndividualRequestDrawer = lazy(() => import('../components/individual-request-drawer'));

const fetchPage = fetchOnboardingPage('individual');

/** /onboarding-requests/individual: providers onboarding as individuals; review and decide in a drawer (`?request=21`). */
export function IndividualRequestListPage() {
  const table = useServerTable({ queryKey: onboardingListKey('individual'), fetchPage, filters: onboardingFilters, live: ['individual_onboarding'] });
  const details = useRecordParam('request');
  return (
    <ListPage
      list="individual-requests"
      title="Individual Onboarding Requests"
      noun={{ one: 'request', other: 'requests' }}
      table={table}
      columns={individualRequestColumns((request) => details.open(request.id))}
      filters={<StatusFilter statuses={onboardingStatusSchema.options} value={table.filters.status} onChange={(status) => table.setFilter('status', status)} />}
    >
      {/* Wait for the list on a deep link: the request is usually on the page it shows. */}
      {details.id !== undefined && !table.isPending && (
        <IndividualRequestDrawer key={details.id} id={details.id} rows={table.page?.items} onClose={details.close} />
      )}
    </ListPage>
  );
}
