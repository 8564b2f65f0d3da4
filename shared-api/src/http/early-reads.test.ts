import { waitFor } from '@testing-library/react';
import { z } from 'zod';
import { authStore } from '../auth/auth-store';
import { defineCall } from '../contract/define';
import { callApi } from './call';
import { createHttpClient, installHttpClient } from './client';
import { readEarly } from './early-reads';

const ok = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let requests: string[] = [];
let answer: (url: string) => Response = () => ok({ status: 'success', timestamp: 't', data: { total: 1 } });
const install = () =>
  installHttpClient(
    createHttpClient({
      apiUrl: 'http://api.test/api/v1',
      onLoggedOut: () => undefined,
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        const req = input instanceof Request ? input : new Request(String(input), init);
        requests.push(`${req.method} ${req.url}`);
        return answer(req.url);
      }) as typeof fetch,
    }),
  );

const countIslands = defineCall({
  method: 'GET',
  path: '/islands',
  summary: 'Count islands',
  roles: ['ADMIN'],
  query: z.object({ active: z.boolean().optional(), size: z.number().optional() }),
  response: z.object({ total: z.number() }),
});

describe('early reads', () => {
  beforeEach(() => {
    authStore.getState().setTokens({ access_token: 't', refresh_token: 'r' });
    requests = [];
    answer = () => ok({ status: 'success', timestamp: 't', data: { total: 1 } });
    install();
  });

  it('answers the call of the same URL (query in any order) once, without asking the server again', async () => {
    readEarly('/islands?size=1&active=false');
    await expect(callApi(countIslands, { query: { active: false, size: 1 } })).resolves.toEqual({ total: 1 });
    expect(requests).toEqual(['GET http://api.test/api/v1/islands?active=false&size=1']);
    // Taken once: the next call asks the server.
    await callApi(countIslands, { query: { active: false, size: 1 } });
    expect(requests).toHaveLength(2);
  });

  it('leaves another URL to its own request', async () => {
    readEarly('/islands?active=false&size=5');
    await callApi(countIslands, { query: { active: true, size: 1 } });
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests.sort()).toEqual(['GET http://api.test/api/v1/islands?active=false&size=5', 'GET http://api.test/api/v1/islands?active=true&size=1']);
  });

  it('drops a failed early read: the call asks again and gets its own answer', async () => {
    answer = () => ok({ status: 'fail', timestamp: 't', title: 'Busy' }, 500);
    readEarly('/islands?active=false&size=1');
    await waitFor(() => expect(requests).toHaveLength(1));
    answer = () => ok({ status: 'success', timestamp: 't', data: { total: 3 } });
    await expect(callApi(countIslands, { query: { active: false, size: 1 } })).resolves.toEqual({ total: 3 });
    expect(requests).toEqual(['GET http://api.test/api/v1/islands?active=false&size=1', 'GET http://api.test/api/v1/islands?active=false&size=1']);
  });
});
