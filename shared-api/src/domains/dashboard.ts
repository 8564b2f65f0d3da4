// `@mv-admin/shared-api/dashboard`: the calls dashboard widgets make, in zod/mini
// (contract/dashboard.ts), so the dashboard does not download every domain's contract to show a
// few figures. One federated module, like each domain's.
import { bindCalls, callApi, type CallArgs } from '@mv-admin/shared-api';
import { dashboardCalls, listCountCalls } from '../contract/dashboard';

export * from '../contract/dashboard';

type CountCalls = typeof listCountCalls;
type CountQuery<K extends keyof CountCalls> = NonNullable<CallArgs<CountCalls[K]>['query']>;

/**
 * How many rows a spec §7 list holds for a filter: the list asked for one row (`size=1`), read
 * for `pagination.total_items`. `countList('applications', { status: 'submitted' }, signal)`.
 * Rejects with ApiError like any call.
 */
async function countList<K extends keyof CountCalls>(list: K, query: CountQuery<K>, signal?: AbortSignal): Promise<number> {
  const def = listCountCalls[list] as CountCalls[keyof CountCalls];
  const page = await callApi(def, { query: { ...query, size: 1 } } as never, signal);
  return page.pagination.total_items;
}

/**
 * The dashboard's calls: the summaries (`dashboardApi.jobsSummary(undefined, signal)`) and
 * `dashboardApi.countList(list, filters, signal)`.
 */
export const dashboardApi = { ...bindCalls(dashboardCalls), countList };
