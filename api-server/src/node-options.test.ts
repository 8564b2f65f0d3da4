import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiProcessEnv, PGLITE_MALLOC_ENV, PGLITE_NODE_OPTIONS } from './node-options.cjs';

const launcher = path.join(__dirname, '..', 'scripts', 'start-api.mjs');
const MB = 1024 * 1024;

/** This environment without what the test sets itself. */
function baseEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['NODE_OPTIONS', 'DATABASE_URL', 'PGLITE_NODE_OPTIONS', ...Object.keys(PGLITE_MALLOC_ENV)]) delete env[name];
  return { ...env, ...extra };
}

/** What a script started by the launcher (as `npm start` starts src/main.ts) sees of its start. */
function launched(env: NodeJS.ProcessEnv): { nodeOptions: string | null; heapLimitMb: number; malloc: string | null } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'start-api-'));
  const script = path.join(dir, 'probe.ts');
  fs.writeFileSync(
    script,
    `const v8 = require('node:v8');
     console.log(JSON.stringify({ nodeOptions: process.env.NODE_OPTIONS ?? null, heapLimitMb: v8.getHeapStatistics().heap_size_limit / ${MB}, malloc: process.env.MALLOC_ARENA_MAX ?? null }));`,
  );
  try {
    return JSON.parse(execFileSync(process.execPath, [launcher, script], { env, encoding: 'utf8' }).trim().split('\n').pop()!);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('the API process on PGlite', () => {
  test('gets the small heap options and the malloc settings, and none with DATABASE_URL', () => {
    expect(apiProcessEnv({})).toEqual({ NODE_OPTIONS: PGLITE_NODE_OPTIONS, ...PGLITE_MALLOC_ENV });
    expect(apiProcessEnv({ DATABASE_URL: 'postgres://u:p@db/app' })).toEqual({});
    // An empty DATABASE_URL is not set (as loadConfig reads it): PGlite.
    expect(apiProcessEnv({ DATABASE_URL: '' }).NODE_OPTIONS).toBe(PGLITE_NODE_OPTIONS);
  });

  test("the caller's NODE_OPTIONS come after ours (node takes the last), PGLITE_NODE_OPTIONS replaces ours, `none` gives nothing", () => {
    expect(apiProcessEnv({ NODE_OPTIONS: '--max-old-space-size=512' }).NODE_OPTIONS).toBe(`${PGLITE_NODE_OPTIONS} --max-old-space-size=512`);
    expect(apiProcessEnv({ PGLITE_NODE_OPTIONS: '--max-semi-space-size=8' }).NODE_OPTIONS).toBe('--max-semi-space-size=8');
    expect(apiProcessEnv({ PGLITE_NODE_OPTIONS: 'none', NODE_OPTIONS: '--trace-warnings' })).toEqual({});
    expect(apiProcessEnv({ MALLOC_ARENA_MAX: '4' }).MALLOC_ARENA_MAX).toBeUndefined();
  });

  test('the launcher starts the API with them on PGlite only, and node applies them', () => {
    const pglite = launched(baseEnv());
    expect(pglite.nodeOptions).toBe(PGLITE_NODE_OPTIONS);
    expect(pglite.malloc).toBe(PGLITE_MALLOC_ENV.MALLOC_ARENA_MAX);
    // heap_size_limit is the old generation's cap plus the young generation's.
    expect(pglite.heapLimitMb).toBeGreaterThanOrEqual(256);
    expect(pglite.heapLimitMb).toBeLessThan(300);

    const postgres = launched(baseEnv({ DATABASE_URL: 'postgres://u:p@127.0.0.1:1/none' }));
    expect(postgres).toMatchObject({ nodeOptions: null, malloc: null });
    const plainNode = Number(
      execFileSync(process.execPath, ['-p', `require('node:v8').getHeapStatistics().heap_size_limit / ${MB}`], { env: baseEnv(), encoding: 'utf8' }),
    );
    expect(postgres.heapLimitMb).toBe(plainNode);

    expect(launched(baseEnv({ NODE_OPTIONS: '--max-old-space-size=512' })).heapLimitMb).toBeGreaterThanOrEqual(512);
  });
});
