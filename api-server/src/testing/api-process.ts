import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { DEMO_ADMIN } from '../seed/seed-plan';

export interface ApiProcess {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>/api/v1` */
  url: string;
  /** Everything it printed so far. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/** `src/main.ts` in a process of its own, as `npm start` runs it, resolved once it prints its ready line. */
export function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const child = fork(path.join(__dirname, '..', 'main.ts'), [], {
    execArgv: ['--require', require.resolve('tsx/cjs')],
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += String(chunk);
      const ready = /API ready on http:\/\/localhost:(\d+)(\/api\/v1)/.exec(output);
      if (ready) resolve({ child, url: `http://127.0.0.1:${ready[1]}${ready[2]}`, output: () => output, exited });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => reject(new Error(`API process exited (${code}) before it was ready:\n${output}`)));
  });
}

/** Stops it with SIGTERM (a graceful stop) and resolves once it ended; nothing for one never started or already ended. */
export async function stopApiProcess(api: ApiProcess | undefined): Promise<void> {
  if (!api || api.child.exitCode !== null) return;
  api.child.kill('SIGTERM');
  await api.exited;
}

/** Signs in as the demo admin and returns the access token. */
export async function adminToken(api: ApiProcess): Promise<string> {
  const res = await fetch(`${api.url}/login/admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  return ((await res.json()) as { data: { access_token: string } }).data.access_token;
}

/** Waits for `condition` (every 20 ms), failing instead of hanging after `tries`. */
export async function until(condition: () => Promise<boolean> | boolean, what: string, tries = 1500): Promise<void> {
  for (let i = 0; !(await condition()); i += 1) {
    if (i > tries) throw new Error(`never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
