import { waitFor } from '@testing-library/react';
import { z } from 'zod';
import { authStore } from '../auth/auth-store';
import { defineCall } from '../contract/define';
import { type ApiError, callApi } from './call';
import { createHttpClient, installHttpClient } from './client';
import { subscribeResults } from './results';

const ok = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const install = (respond: (req: Request) => Response) =>
  installHttpClient(
    createHttpClient({
      apiUrl: 'http://api.test/api/v1',
      onLoggedOut: () => undefined,
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) =>
        respond(input instanceof Request ? input : new Request(String(input), init))) as typeof fetch,
    }),
  );

const getThing = defineCall({
  method: 'GET',
  path: '/things/{id}',
  summary: 'Read a thing',
  roles: ['ADMIN'],
  params: z.object({ id: z.number() }),
  query: z.object({ search: z.string().optional() }),
  response: z.object({ id: z.number(), name: z.string() }),
});

describe('callApi', () => {
  beforeEach(() => authStore.getState().setTokens({ access_token: 't', refresh_token: 'r' }));

  it('fills the path, sends the query and returns data', async () => {
    let url = '';
    install((req) => {
      url = req.url;
      return ok({ status: 'success', timestamp: 't1', data: { id: 7, name: 'Seven' } });
    });
    await expect(callApi(getThing, { params: { id: 7 }, query: { search: 'se ven' } })).resolves.toEqual({ id: 7, name: 'Seven' });
    expect(url).toBe('http://api.test/api/v1/things/7?search=se+ven');
  });

  it('rejects an answer that breaks the contract (spec §8)', async () => {
    install(() => ok({ status: 'success', timestamp: 't2', data: { id: 'seven' } }));
    await expect(callApi(getThing, { params: { id: 7 } })).rejects.toMatchObject({ kind: 'contract' });
  });

  it('turns a 400 into an ApiError carrying the issues', async () => {
    install(() =>
      ok(
        {
          status: 'fail',
          timestamp: 't3',
          title: 'Validation failed',
          description: 'Check the fields',
          result: { issues: [{ path: ['name'], message: 'Name must be at least 2 characters' }] },
        },
        400,
      ),
    );
    await expect(callApi(getThing, { params: { id: 1 } })).rejects.toMatchObject({
      status: 400,
      message: 'Check the fields',
      issues: [{ path: ['name'], message: 'Name must be at least 2 characters' }],
    });
  });

  it('raises a toast for titled results once per timestamp, none for untitled ones', async () => {
    // Failures of the tests above toast on the next task (publishResult): let them go first.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const seen: string[] = [];
    const off = subscribeResults((n) => seen.push(`${n.status}:${n.title}`));
    install(() => ok({ status: 'success', timestamp: 'same', title: 'Saved', data: { id: 1, name: 'x' } }));
    await callApi(getThing, { params: { id: 1 } });
    await callApi(getThing, { params: { id: 1 } });
    install(() => ok({ status: 'success', timestamp: 'other', data: { id: 1, name: 'x' } }));
    await callApi(getThing, { params: { id: 1 } });
    install(() => ok({ status: 'fail', timestamp: 'f1', title: 'Not allowed' }, 403));
    await expect(callApi(getThing, { params: { id: 1 } })).rejects.toMatchObject({ status: 403 });
    await waitFor(() => expect(seen).toEqual(['success:Saved', 'fail:Not allowed']));
    off();
  });

  it("drops a failure's toast when the screen that caught it shows it in place (one message per failure)", async () => {
    const seen: string[] = [];
    const off = subscribeResults((n) => seen.push(`${n.status}:${n.title}`));
    install(() => ok({ status: 'fail', timestamp: 'f2', title: 'Wrong password' }, 401));
    await callApi(getThing, { params: { id: 1 } }).catch((error: ApiError) => error.showInPlace());
    install(() => ok({ status: 'fail', timestamp: 'f3', title: 'Not found' }, 404));
    await callApi(getThing, { params: { id: 1 } }).catch(() => undefined);
    await waitFor(() => expect(seen).toEqual(['fail:Not found']));
    off();
  });

  it("carries a failure's short reference (its x-request-id) on the error and the toast, never on a success", async () => {
    const seen: (string | undefined)[] = [];
    const off = subscribeResults((n) => seen.push(n.reference));
    const withId = (body: unknown, status: number) => {
      const res = ok(body, status);
      res.headers.set('x-request-id', '9f86d081-884c-4d63-a7a6-1d0a8e6f1c2b');
      return res;
    };
    install(() => withId({ status: 'fail', timestamp: 'r1', title: 'Something went wrong' }, 500));
    await expect(callApi(getThing, { params: { id: 1 } })).rejects.toMatchObject({ status: 500, reference: '9f86d081' });
    // A failure's toast waits a task (a screen may show the failure in place instead).
    await waitFor(() => expect(seen).toEqual(['9f86d081']));
    install(() => withId({ status: 'success', timestamp: 'r2', title: 'Saved', data: { id: 1, name: 'x' } }, 200));
    await callApi(getThing, { params: { id: 1 } });
    off();
    expect(seen).toEqual(['9f86d081', undefined]);
  });

  it('sends a multipart list as one part per item under the field name (several `file` parts)', async () => {
    const upload = defineCall({
      method: 'POST',
      path: '/uploads',
      summary: 'Upload files',
      roles: ['ADMIN'],
      multipart: true,
      body: z.object({ chat_id: z.number(), file: z.any() }),
      response: z.object({ id: z.number() }),
    });
    let parts: [string, string][] = [];
    install((req) => {
      void req.formData().then((form) => (parts = [...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : (v as File).name])));
      return ok({ status: 'success', timestamp: 'm1', data: { id: 1 } });
    });
    // Node's File, like the Blob and FormData the test environment lends (jsdom's File is another class).
    const { File: NodeFile } = jest.requireActual<typeof import('node:buffer')>('node:buffer');
    const files = [new NodeFile(['a'], 'a.png', { type: 'image/png' }), new NodeFile(['b'], 'b.pdf', { type: 'application/pdf' })];
    await callApi(upload, { body: { chat_id: 3, file: files } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(parts).toEqual([
      ['chat_id', '3'],
      ['file', 'a.png'],
      ['file', 'b.pdf'],
    ]);
  });

  it('reports a network failure as a readable error', async () => {
    installHttpClient(
      createHttpClient({
        apiUrl: 'http://api.test/api/v1',
        onLoggedOut: () => undefined,
        fetch: (async () => {
          throw new TypeError('Failed to fetch');
        }) as typeof fetch,
      }),
    );
    await expect(callApi(getThing, { params: { id: 1 } })).rejects.toMatchObject({ kind: 'network', status: 0 });
  });
});
