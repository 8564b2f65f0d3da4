import { HTTPError, TimeoutError } from 'ky';
import type { CallArgs, CallDef, CallResult } from '../contract/define';
import { fillPath } from '../contract/define';
import { envelopeSchema, errorBodySchema, type RecordConflict, type ValidationIssue } from '../contract/envelope';
import { setRetrying } from './busy';
import { getHttpClient } from './client';
import { readKey, takeEarlyRead } from './early-reads';
import { publishResult, shortReference } from './results';

/**
 * A failed call, as a value the UI can act on: `status` (0 for network failures), a readable
 * `message`, and for 400s the validation `issues` to put on form fields.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    public readonly status: number,
    public readonly issues: ValidationIssue[] = [],
    public readonly kind: 'http' | 'network' | 'contract' = 'http',
    /** The server's short title for the failure, when it gave one. */
    public readonly title?: string,
    /**
     * A 412 (the record changed since the version sent in `ifMatch`) or a 409 on a decided
     * record: its version now, who changed it, when, and what changed.
     */
    public readonly conflict?: RecordConflict,
    /** The short reference of the failed request (its `x-request-id`), to quote to whoever reads the server's logs. */
    public readonly reference?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  #shownInPlace = false;

  /** True once a screen said it shows this failure itself (see `showInPlace`). */
  get shownInPlace(): boolean {
    return this.#shownInPlace;
  }

  /**
   * Says the screen shows this failure where the user is looking (an alert in the form, messages
   * on its fields), so the toast the server's title would raise is dropped: one message per
   * failure. Call it in the catch that shows it; the toast waits for the next task to ask.
   */
  showInPlace(): void {
    this.#shownInPlace = true;
  }
}

const toSearchParams = (query: Record<string, unknown>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params;
};

const toFormData = (body: Record<string, unknown>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(key, value);
    // A list is one part per item under the field's own name: the server reads every `file` part
    // (docs/api-calls.md), not a PHP-style `file[]`.
    else if (Array.isArray(value)) value.forEach((v) => form.append(key, v instanceof Blob ? v : String(v)));
    else form.append(key, String(value));
  }
  return form;
};

async function toApiError(error: unknown, def: CallDef): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    // The retries of a read refused for load ran out: the screen shows this error instead.
    if (error.response.status === 503) setRetrying(false);
    const body: unknown = await error.response.json().catch(() => undefined);
    const reference = shortReference(error.response.headers.get('x-request-id'));
    const parsed = errorBodySchema.safeParse(body);
    const message = parsed.success
      ? (parsed.data.description ?? parsed.data.title ?? `Request failed (${error.response.status})`)
      : `Request failed (${error.response.status})`;
    const apiError = new ApiError(
      message,
      error.response.status,
      parsed.success ? (parsed.data.result?.issues ?? []) : [],
      'http',
      parsed.success ? parsed.data.title : undefined,
      parsed.success ? parsed.data.conflict : undefined,
      reference,
    );
    publishResult(body, apiError);
    return apiError;
  }
  if (error instanceof TimeoutError) return new ApiError('The server took too long to answer. Try again.', 0, [], 'network');
  if (error instanceof DOMException && error.name === 'AbortError') return new ApiError('The request was cancelled.', 0, [], 'network');
  return new ApiError(`Could not reach the server for "${def.summary}". Check the connection and try again.`, 0, [], 'network');
}

async function send<D extends CallDef>(def: D, args: CallArgs<D> | undefined, signal?: AbortSignal): Promise<Response> {
  const a = (args ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown; ifMatch?: number | null };
  const path = fillPath(def.path, a.params);
  const searchParams = a.query ? toSearchParams(a.query) : undefined;
  if (def.method === 'GET' && a.ifMatch == null) {
    const early = await takeEarlyRead(readKey(path, searchParams));
    if (early) return early;
  }
  try {
    return await getHttpClient().ky(path, {
      method: def.method,
      // Only when set: `headers: undefined` would drop the client's own (x-app-source).
      ...(a.ifMatch != null ? { headers: { 'if-match': `"${a.ifMatch}"` } } : {}),
      searchParams,
      json: def.body && !def.multipart ? a.body : undefined,
      body: def.multipart ? toFormData(a.body as Record<string, unknown>) : undefined,
      signal,
    });
  } catch (error) {
    throw await toApiError(error, def);
  }
}

/**
 * Performs one declared call: fills the path, sends query/body, validates the envelope and its
 * `data` against the contract and returns `data`. Rejects with ApiError on HTTP failures, network
 * failures and responses that break the contract (spec §8). Titled results raise a toast.
 */
export async function callApi<D extends CallDef>(def: D, args?: CallArgs<D>, signal?: AbortSignal): Promise<CallResult<D>> {
  const response = await send(def, args, signal);
  let json: unknown;
  try {
    json = await response.json();
  } catch (error) {
    throw await toApiError(error, def);
  }
  const parsed = envelopeSchema(def.response).safeParse(json);
  if (!parsed.success) {
    throw new ApiError(
      `The server's answer to "${def.summary}" does not match the contract: ${parsed.error.issues[0]?.path.join('.') ?? ''} ${parsed.error.issues[0]?.message ?? ''}`.trim(),
      200,
      [],
      'contract',
    );
  }
  publishResult(parsed.data);
  return parsed.data.data as CallResult<D>;
}

/**
 * Performs a declared call whose answer is a file, not the envelope (a document's bytes), with
 * the same session, recovery and errors as callApi. Resolves to the file as a Blob.
 */
export async function callApiForFile<D extends CallDef>(def: D, args?: CallArgs<D>, signal?: AbortSignal): Promise<Blob> {
  const response = await send(def, args, signal);
  try {
    return await response.blob();
  } catch (error) {
    throw await toApiError(error, def);
  }
}

/**
 * Performs a declared call whose answer is streamed (a list's CSV export): the Response with its
 * body unread, for the caller to read as it arrives; same session, recovery and errors as callApi.
 */
export async function callApiForResponse<D extends CallDef>(def: D, args?: CallArgs<D>, signal?: AbortSignal): Promise<Response> {
  return send(def, args, signal);
}

type Bound<C extends Record<string, CallDef>> = {
  [K in keyof C]: object extends CallArgs<C[K]>
    ? (args?: CallArgs<C[K]>, signal?: AbortSignal) => Promise<CallResult<C[K]>>
    : (args: CallArgs<C[K]>, signal?: AbortSignal) => Promise<CallResult<C[K]>>;
};

/** Typed client functions for a map of calls: `bindCalls(calls).listAtolls({ query })`. */
export function bindCalls<C extends Record<string, CallDef>>(defs: C): Bound<C> {
  return Object.fromEntries(
    Object.entries(defs).map(([name, def]) => [name, (args?: unknown, signal?: AbortSignal) => callApi(def, args as never, signal)]),
  ) as Bound<C>;
}
