import { authStore } from '../auth/auth-store';
import { locationCalls } from '../contract/locations';
import { busyStore } from './busy';
import { ApiError, callApi } from './call';
import { BUSY_RETRIES, createHttpClient, installHttpClient } from './client';

/** A read refused for load (503 + Retry-After) is retried with "busy" shown; writes and other failures are not retried. */

const answer = (status: number, data: unknown, headers: Record<string, string> = {}) =>
  new Response(
    JSON.stringify({ status: status < 400 ? 'success' : 'fail', timestamp: new Date().toISOString(), title: status >= 400 ? 'Server busy' : undefined, data }),
    {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    },
  );
const page = { items: [], pagination: { next_page: null, previous_page: null, total_pages: 0, total_items: 0, record_count: 0, current_page: 1 } };

function install(answers: Array<() => Response>) {
  const seen: string[] = [];
  const busyWhenAsked: boolean[] = [];
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    seen.push(`${req.method} ${new URL(req.url).pathname}`);
    busyWhenAsked.push(busyStore.getState().retrying);
    return (answers.shift() ?? (() => answer(500, null)))();
  };
  installHttpClient(createHttpClient({ apiUrl: 'http://api.test/api/v1', onLoggedOut: () => undefined, fetch: fetchFn as typeof fetch }));
  authStore.getState().setTokens({ access_token: 'a1', refresh_token: 'r1' });
  return { seen, busyWhenAsked };
}
const busy = () => answer(503, null, { 'retry-after': '0' });

afterEach(() => busyStore.setState({ retrying: false }));

test('a read answered 503 is sent again after Retry-After, "busy" is shown meanwhile, and the answer arrives', async () => {
  const { seen, busyWhenAsked } = install([busy, busy, () => answer(200, page)]);
  await expect(callApi(locationCalls.listAtolls, { query: {} })).resolves.toEqual(page);
  expect(seen).toEqual(['GET /api/v1/atolls', 'GET /api/v1/atolls', 'GET /api/v1/atolls']);
  expect(busyWhenAsked).toEqual([false, true, true]);
  expect(busyStore.getState().retrying).toBe(false);
});

test('when the retries run out, the call fails with the 503 and "busy" is cleared', async () => {
  const { seen } = install(Array.from({ length: BUSY_RETRIES + 1 }, () => busy));
  const error = await callApi(locationCalls.listAtolls, { query: {} }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(503);
  expect(seen).toHaveLength(BUSY_RETRIES + 1);
  expect(busyStore.getState().retrying).toBe(false);
});

test('a write answered 503 is not sent again (it may have to be decided by the user)', async () => {
  const { seen } = install([busy, () => answer(201, { id: 1, name: 'Kaafu', code: 'K', province: null })]);
  const error = await callApi(locationCalls.createAtoll, { body: { name: 'Kaafu', code: 'K' } }).catch((e: unknown) => e);
  expect((error as ApiError).status).toBe(503);
  expect(seen).toEqual(['POST /api/v1/atoll/create']);
});

test('other failures of a read are not retried', async () => {
  const { seen } = install([() => answer(500, null), () => answer(200, page)]);
  expect(((await callApi(locationCalls.listAtolls, { query: {} }).catch((e: unknown) => e)) as ApiError).status).toBe(500);
  expect(seen).toHaveLength(1);
});
