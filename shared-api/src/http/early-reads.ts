import { getHttpClient } from './client';

/**
 * Reads started before the screen that needs them has its code (issue 37): the dashboard starts
 * its widgets' declared reads (`WidgetDeclaration.reads`) as it opens, while the modules' code
 * still downloads, and each widget's own call of the same URL takes the answer instead of asking
 * again. An answer is taken once, within FRESH_MS of its start; a failed early read is dropped and
 * the widget's call asks the server itself (with its own error handling).
 */
const FRESH_MS = 10_000;
const started = new Map<string, { at: number; response: Promise<Response | undefined> }>();

/** `path` as the client's calls name it: relative to the API's base, query in a stable order. */
export function readKey(path: string, searchParams?: URLSearchParams): string {
  const [pathname = '', query = ''] = path.replace(/^\//, '').split('?');
  const params = new URLSearchParams(searchParams ?? query);
  params.sort();
  const sorted = params.toString();
  return sorted ? `${pathname}?${sorted}` : pathname;
}

/** Starts a GET of `path` (an API path with its query, e.g. `/islands?active=false&size=1`) unless one is already waiting. */
export function readEarly(path: string): void {
  const key = readKey(path);
  const waiting = started.get(key);
  if (waiting && Date.now() - waiting.at < FRESH_MS) return;
  const response = getHttpClient()
    .ky(key, { method: 'GET' })
    .catch(() => undefined);
  started.set(key, { at: Date.now(), response });
}

/** The early answer for `key` (readKey), once, if one was started within FRESH_MS. */
export function takeEarlyRead(key: string): Promise<Response | undefined> | undefined {
  const early = started.get(key);
  if (!early) return undefined;
  started.delete(key);
  return Date.now() - early.at < FRESH_MS ? early.response : undefined;
}
