import http from 'node:http';
import type { Db } from '../db/db';
import { adminToken, type ApiProcess, startApiProcess, until } from '../testing/api-process';
import { createTestPostgres } from '../testing/test-db';

/**
 * SIGTERM (issue 36): the API stops accepting, finishes the requests in flight, exits 0; past
 * SHUTDOWN_TIMEOUT_MS it cuts them and exits 1; with SHUTDOWN_DRAIN_MS it first keeps serving with
 * /ready at 503. PostgreSQL suite only: the test holds a lock on the process's database to keep a
 * request in flight (PGlite's database lives inside the API process).
 */
const onPostgres = process.env.API_TESTS_ON_POSTGRES === '1' && Boolean(process.env.TEST_DATABASE_URL);
const suite = onPostgres ? describe : describe.skip;

suite('graceful stop on SIGTERM', () => {
  let db: Db;
  let url: string;
  const started: ApiProcess[] = [];
  beforeAll(async () => {
    const database = (await createTestPostgres())!;
    db = database.db;
    url = database.url;
  });
  afterAll(async () => {
    for (const api of started) if (api.child.exitCode === null) api.child.kill('SIGKILL');
    await db?.close();
  });
  const start = async (env: Record<string, string> = {}) => {
    const api = await startApiProcess({ DATABASE_URL: url, ...env });
    started.push(api);
    return api;
  };

  /** Holds the atolls table locked until the returned function is called. */
  async function holdAtolls(): Promise<() => Promise<void>> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const done = db.transaction(async (tx) => {
      await tx.query('lock table atolls in access exclusive mode');
      locked();
      await released;
    });
    await isLocked;
    return async () => {
      release();
      await done;
    };
  }
  const waitingOnLock = async () => Number((await db.query<{ n: string }>('select count(*) as n from pg_locks where not granted'))[0]!.n) > 0;
  const refused = (api: ApiProcess) =>
    fetch(`${api.url}/health`).then(
      () => false,
      (error: { cause?: { code?: string } }) => error.cause?.code === 'ECONNREFUSED',
    );

  test('a request in flight at SIGTERM is answered; new connections are refused meanwhile; exit 0', async () => {
    const api = await start();
    const token = await adminToken(api);
    const release = await holdAtolls();
    let inFlight: Promise<Response> | undefined;
    try {
      inFlight = fetch(`${api.url}/atolls`, { headers: { authorization: `Bearer ${token}` } });
      await until(waitingOnLock, 'the request waits on the lock');
      api.child.kill('SIGTERM');
      await until(() => refused(api), 'the listener closed');
      expect(api.child.exitCode).toBeNull();
    } finally {
      await release();
    }
    const res = await inFlight!;
    expect(res.status).toBe(200);
    expect(res.headers.get('connection')).toBe('close');
    expect((await res.json()).status).toBe('success');
    expect(await api.exited).toBe(0);
  });

  test('past SHUTDOWN_TIMEOUT_MS the requests still running are cut and the exit code is 1', async () => {
    const api = await start({ SHUTDOWN_TIMEOUT_MS: '300' });
    const token = await adminToken(api);
    const release = await holdAtolls();
    try {
      const inFlight = fetch(`${api.url}/atolls`, { headers: { authorization: `Bearer ${token}` } }).then(
        (res) => res.status,
        () => 'cut',
      );
      await until(waitingOnLock, 'the request waits on the lock');
      api.child.kill('SIGTERM');
      expect(await api.exited).toBe(1);
      expect(await inFlight).toBe('cut');
    } finally {
      await release();
    }
  });

  test('with SHUTDOWN_DRAIN_MS new connections are refused at once; open ones are served, /ready at 503, then closed', async () => {
    const api = await start({ SHUTDOWN_DRAIN_MS: '60000' });
    // One kept-alive connection, opened before the signal.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = (p: string) =>
      new Promise<{ status: number; connection?: string }>((resolve, reject) => {
        http
          .get(`${api.url}${p}`, { agent }, (res) => {
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection }));
          })
          .on('error', reject);
      });
    expect(await get('/ready')).toEqual({ status: 200, connection: 'keep-alive' });
    api.child.kill('SIGTERM');
    await until(() => refused(api), 'new connections refused');
    expect(await get('/ready')).toEqual({ status: 503, connection: 'close' });
    agent.destroy();
    api.child.kill('SIGKILL');
    await api.exited;
  });
});
