import { authStore } from '../auth/auth-store';
import { locationCalls } from '../contract/locations';
import { ApiError, callApi } from './call';
import { createHttpClient, installHttpClient } from './client';

/** `ifMatch` is sent as an entity tag beside the client's own headers; a 412's conflict reaches the ApiError. */

function install(respond: () => Response) {
  const sent: Request[] = [];
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(input instanceof Request ? input : new Request(String(input), init));
    return respond();
  };
  installHttpClient(createHttpClient({ apiUrl: 'http://api.test/api/v1', onLoggedOut: () => undefined, fetch: fetchFn as typeof fetch }));
  authStore.getState().setTokens({ access_token: 'a1', refresh_token: 'r1' });
  return sent;
}
const atoll = { id: 3, name: 'Kaafu', code: 'K', province: null, version: 8 };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

test('ifMatch goes out as If-Match: "<version>", with x-app-source and the bearer token', async () => {
  const sent = install(() => json(200, { status: 'success', timestamp: 't', data: atoll }));
  await callApi(locationCalls.updateAtoll, { params: { atoll_id: 3 }, body: { name: 'Kaafu' }, ifMatch: 7 });
  expect(sent[0]!.headers.get('if-match')).toBe('"7"');
  expect(sent[0]!.headers.get('x-app-source')).toBe('admin-app');
  expect(sent[0]!.headers.get('authorization')).toBe('Bearer a1');
  await callApi(locationCalls.updateAtoll, { params: { atoll_id: 3 }, body: { name: 'Kaafu' } });
  expect(sent[1]!.headers.has('if-match')).toBe(false);
});

test("a 412's conflict is on the ApiError", async () => {
  const conflict = {
    version: 9,
    changed_by: { id: 2, name: 'Aminath Ali' },
    changed_at: '2026-11-28T09:02:00.000Z',
    action: 'update',
    changes: {},
    record: { id: 3 },
  };
  install(() => json(412, { status: 'fail', timestamp: 't', title: 'Changed by someone else', description: 'Aminath Ali changed this record.', conflict }));
  const error = await callApi(locationCalls.updateAtoll, { params: { atoll_id: 3 }, body: { name: 'Kaafu' }, ifMatch: 7 }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(412);
  expect((error as ApiError).conflict).toEqual(conflict);
});
