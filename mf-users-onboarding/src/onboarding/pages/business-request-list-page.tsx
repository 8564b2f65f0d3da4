import { lazy } from 'react';
import { onboardingStatusSchema } from '@mv-admin/shared-api/onboarding';
import { ListPage, useServerTable } from '@mv-admin/shared-ui/list';
import { useRecordParam } from '../../shared/api/use-record-param';
import { StatusFilter } from '../../shared/components/status-filter';
import { fetchOnboardingPage, onboardingFilters, onboardingListKey } from '../api/onboarding-requests';
import { businessRequestColumns } from '../components/request-columns';

// The details drawer (and the kit's detail and documents cuts) load when one is first opened.
const BusinessRequestDrawer = lazy(() => import('../components/business-request-drawer'));

const fetchPage = fetchOnboardingPage('business');

/** /onboarding-requests/business: providers onboarding as businesses; review and decide in a drawer (`?request=22`). */
export function BusinessRequestListPage() {
  const table = useServerTable({ queryKey: onboardingListKey('business'), fetchPage, filters: onboardingFilters, live: ['business_onboarding'] });
  const details = useRecordParam('request');
  return (
    <ListPage
      list="business-requests"
      title="Business Onboarding Requests"
      noun={{ one: 'request', other: 'requests' }}
      table={table}
      columns={businessRequestColumns((request) => details.open(request.id))}
      filters={<StatusFilter statuses={onboardingStatusSchema.options} value={table.filters.status} onChange={(status) => table.setFilter('status', status)} />}
    >
      {/* Wait for the list on a deep link: the request is usually on the page it shows. */}
      {details.id !== undefined && !table.isPending && (
        <BusinessRequestDrawer key={details.id} id={details.id} rows={table.page?.items} onClose={details.close} />
      )}
    </ListPage>
  );
}
