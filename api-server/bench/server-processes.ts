import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../src/config';
import type { BenchServerCommand, BenchServerMessage } from './bench-server';

const { apiProcessEnv } = require('../src/node-options.cjs') as typeof import('../src/node-options.cjs');

/** A memory figure of process `pid` from /proc/<pid>/status (`VmRSS`, `VmHWM`: the peak so far), in bytes. */
export const procStatusBytes = (pid: number, field: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

/** An API process of `--processes` mode (bench-server.ts), and its IPC requests. */
export interface BenchServer {
  child: ChildProcess;
  port: number;
  ask<K extends 'started' | 'profile' | 'rss' | 'memory' | 'peak'>(
    command: BenchServerCommand,
    key: K,
  ): Promise<Extract<BenchServerMessage, Record<K, unknown>>[K]>;
  /** The resident set's peak so far (VmHWM), in bytes. */
  peakRss(): number;
  stop(): Promise<void>;
}

export function startServer(env: Record<string, string>, index: number): Promise<BenchServer> {
  const out = path.join(repoRoot, '.bench');
  fs.mkdirSync(out, { recursive: true });
  // Logs go to a file, as a deployment's would (not to the bench's console).
  const log = fs.openSync(path.join(out, `api-server-${index}.log`), 'w');
  // Started as `npm start` starts the API (scripts/start-api.mjs): tsx's require hook only, and on
  // PGlite the node options and malloc settings of node-options.cjs, on PostgreSQL none.
  const database = env.BENCH_SERVER_DATABASE_URL ? { DATABASE_URL: env.BENCH_SERVER_DATABASE_URL } : {};
  const child = fork(path.join(__dirname, 'bench-server.ts'), [], {
    env: { ...process.env, ...env, ...apiProcessEnv({ ...process.env, ...database }) },
    execArgv: ['--require', require.resolve('tsx/cjs')],
    stdio: ['ignore', log, 'inherit', 'ipc'],
  });
  const next = <T>(pick: (m: BenchServerMessage) => T | undefined): Promise<T> =>
    new Promise((resolve, reject) => {
      const onMessage = (m: BenchServerMessage) => {
        const value = pick(m);
        if (value === undefined) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(value);
      };
      const onExit = (code: number | null) => reject(new Error(`bench server ${index} exited (${code})`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  return next((m) => ('port' in m ? m.port : undefined)).then((port) => ({
    child,
    port,
    ask(command, key) {
      const answer = next((m) => (key in m ? (m as Record<string, unknown>)[key] : undefined));
      child.send(command);
      return answer as never;
    },
    peakRss: () => procStatusBytes(child.pid!, 'VmHWM'),
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  }));
}

/** Bytes as megabytes with one decimal. */
export const mb = (bytes: number) => Math.round(bytes / 1024 / 102.4) / 10;
