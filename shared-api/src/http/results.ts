import type { EnvelopeMeta } from '../contract/envelope';

export type ResultNotice = Required<Pick<EnvelopeMeta, 'status' | 'timestamp' | 'title'>> & {
  description?: string;
  /** On failures: the short reference of the request (shortReference), which finds its server log lines. */
  reference?: string;
};
type Listener = (notice: ResultNotice) => void;

const listeners = new Set<Listener>();
const seen = new Set<string>();

/**
 * The first 8 characters of the API's `x-request-id` answer header: shown in error toasts, and
 * enough to find the request's lines in the server's logs (`grep <reference>`; docs/operations.md).
 */
export const shortReference = (requestId: string | null | undefined): string | undefined => (requestId ? requestId.slice(0, 8) : undefined);

/**
 * Spec §8: a result whose body has a timestamp, a status (fail or success) and a title raises a
 * toast, once per timestamp. Calls publish here; the shell's toaster subscribes. A failure's toast
 * carries the request's short reference (shortReference) and waits for the next task, so the
 * screen that caught `failure` can take it over (`ApiError.showInPlace()`): a form that shows the
 * failure on its fields or in its alert gets no toast repeating it.
 */
export function publishResult(body: unknown, failure?: { readonly shownInPlace: boolean; readonly reference?: string }): void {
  if (!body || typeof body !== 'object') return;
  const { status, timestamp, title, description } = body as Record<string, unknown>;
  if ((status !== 'fail' && status !== 'success') || typeof title !== 'string' || !title || typeof timestamp !== 'string') return;
  if (seen.has(timestamp)) return;
  seen.add(timestamp);
  if (seen.size > 500) seen.delete(seen.values().next().value as string);
  const notice: ResultNotice = {
    status,
    timestamp,
    title,
    description: typeof description === 'string' ? description : undefined,
    ...(status === 'fail' && failure?.reference ? { reference: failure.reference } : {}),
  };
  const announce = () => listeners.forEach((l) => l(notice));
  if (!failure) {
    announce();
    return;
  }
  // The rejection reaches the caller's catch in microtasks; a timer runs after all of them.
  setTimeout(() => {
    if (!failure.shownInPlace) announce();
  }, 0);
}

export function subscribeResults(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
