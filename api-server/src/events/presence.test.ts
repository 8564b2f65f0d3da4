import { credentials } from '../testing/test-app';
import { openTestStream, type SseEvent } from './live-test-client';
import { type LiveTestServer, startLiveTestServer } from './live-test-server';

/** POST /api/v1/presence and its `presence` events on the stream (a 1.5 s TTL here, 25 s in production). */
let server: LiveTestServer;
beforeAll(async () => {
  server = await startLiveTestServer({ presenceTtlMs: 1_500 });
});
afterAll(() => server.close());

describe('POST /api/v1/presence', () => {
  test('admins see who else has a record open, typing, and gone on leaving or after the TTL', async () => {
    const [watcher, other] = [await server.login('admin'), await server.login('admin')];
    const stream = await openTestStream(server.base, watcher.access_token);
    const adminId = await server.userId(credentials.admin.email);
    const [{ name }] = (await server.db.query<{ name: string }>('select name from users where id = $1', [adminId])) as [{ name: string }];
    const isTicket = (viewers: number) => (e: SseEvent) =>
      e.event === 'presence' && (e.data as { id: string; viewers: unknown[] }).id === '42' && (e.data as { viewers: unknown[] }).viewers.length === viewers;

    const answer = await server.call('POST', '/presence', other, { type: 'ticket', id: '42', state: 'typing' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ type: 'ticket', id: '42', viewers: [{ user_id: adminId, name, state: 'typing' }] });
    const shown = stream.events.length;
    expect((await stream.next(isTicket(1))).data).toEqual(answer.body.data);

    await server.call('POST', '/presence', other, { type: 'ticket', id: '42', state: 'left' });
    await stream.next(isTicket(0), shown);

    // Without a renewal the report is gone after the TTL (1.5 s here, 25 s in production).
    // Counted before the call: its event can reach the stream before the call's own answer.
    const renewed = stream.events.length;
    await server.call('POST', '/presence', other, { type: 'ticket', id: '42', state: 'viewing' });
    await stream.next(isTicket(1), renewed);
    await stream.next(isTicket(0), renewed);

    expect(await server.db.query("select 1 from audit_events where operation = 'updatePresence'")).toEqual([]);
    stream.close();
  });

  test('a bad report lands on its field', async () => {
    const admin = await server.login('admin');
    const res = await fetch(`${server.base}/presence`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'ticket', id: 'x', state: 'viewing' }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { result?: { issues?: Array<{ path: string[]; message: string }> } };
    expect(body.result?.issues?.map((i) => [i.path.join('.'), i.message])).toEqual([['id', 'Enter a record id.']]);
  });
});
