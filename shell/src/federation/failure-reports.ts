import { SESSION_TOKEN_KEY } from '@mv-admin/shared-api';
import type { Choice } from './channels';

/** What failed (contract/client-failures.ts CLIENT_FAILURE_KINDS). */
export type FailureKind = 'entry' | 'module' | 'render' | 'error';

interface Running {
  choice: Choice;
  /** The build's own version, once its entry answered. */
  version: () => string | undefined;
}

const running = new Map<string, Running>();
const sent = new Set<string>();
let watching = false;

/**
 * Sends one report per module, version, channel and kind and page view (a Retry that fails again
 * is the same failure), when signed in. The call's code loads only now; a report that cannot be
 * sent (API down, rate limit) is dropped: reporting must never fail the page.
 */
export function reportFailure(name: string, kind: FailureKind): void {
  const module = running.get(name);
  if (!module || !localStorage.getItem(SESSION_TOKEN_KEY)) return;
  const version = (module.version() ?? module.choice.version ?? 'unknown').slice(0, 64);
  const key = `${name} ${version} ${module.choice.channel} ${kind}`;
  if (sent.has(key)) return;
  sent.add(key);
  void import('@mv-admin/shared-api/client-failures')
    .then(({ clientFailuresApi }) => clientFailuresApi.reportClientFailure({ body: { module: name, version, channel: module.choice.channel, kind } }))
    .catch(() => undefined);
}

/** The module whose build folder `url` (a script's address, or a stack trace naming it) is in. */
function moduleOfScript(text: string): string | undefined {
  for (const [name, { choice }] of running) if (text.includes(new URL('.', choice.entry).href)) return name;
  return undefined;
}

/**
 * Remembers which build module `name` runs (for its reports) and, the first time, starts watching
 * the page's unhandled errors and rejections: one thrown from a module's code (its script's URL is
 * in its build folder) is reported as that module's `error`.
 */
export function trackModule(name: string, choice: Choice, version: () => string | undefined): void {
  running.set(name, { choice, version });
  if (watching) return;
  watching = true;
  window.addEventListener('error', (event) => {
    const name = moduleOfScript(`${event.filename ?? ''}\n${event.error instanceof Error ? event.error.stack : ''}`);
    if (name) reportFailure(name, 'error');
  });
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    const name = reason instanceof Error && reason.stack ? moduleOfScript(reason.stack) : undefined;
    if (name) reportFailure(name, 'error');
  });
}

/** The build module `name` runs in this page, once it was asked for. */
export const runningChoice = (name: string): Choice | undefined => running.get(name)?.choice;
