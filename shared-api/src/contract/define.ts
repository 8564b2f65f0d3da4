import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Role = 'ADMIN' | 'CUSTOMER' | 'SERVICE_PROVIDER';

/**
 * One call of spec §7, declared once and used three times: the typed client function in the
 * browser, request/response validation in api-server, and the OpenAPI document.
 *
 * - `path` is relative to /api/v1 and names path parameters as `{name}` (spec notation).
 * - `roles` lists who may call it; `'public'` means no token is needed.
 * - `response` is the schema of the envelope's `data` field (see envelope.ts).
 * - `body: 'multipart'` marks a multipart upload; its fields are described by `multipartFields`.
 */
export interface CallDef<
  P extends z.core.$ZodType | undefined = z.core.$ZodType | undefined,
  Q extends z.core.$ZodType | undefined = z.core.$ZodType | undefined,
  B extends z.core.$ZodType | undefined = z.core.$ZodType | undefined,
  R extends z.core.$ZodType = z.core.$ZodType,
> {
  method: HttpMethod;
  path: string;
  summary: string;
  roles: readonly Role[] | 'public' | 'authenticated';
  params?: P;
  query?: Q;
  body?: B;
  multipart?: boolean;
  response: R;
}

export const defineCall = <
  P extends z.core.$ZodType | undefined = undefined,
  Q extends z.core.$ZodType | undefined = undefined,
  B extends z.core.$ZodType | undefined = undefined,
  R extends z.core.$ZodType = z.core.$ZodType,
>(
  def: CallDef<P, Q, B, R>,
): CallDef<P, Q, B, R> => def;

type InputOf<S> = S extends z.core.$ZodType ? z.input<S> : never;

/** The arguments a client passes to a call: only the parts the call declares. */
export type CallArgs<D> =
  D extends CallDef<infer P, infer Q, infer B, z.core.$ZodType>
    ? (P extends z.core.$ZodType ? { params: InputOf<P> } : { params?: undefined }) &
        (Q extends z.core.$ZodType ? { query?: InputOf<Q> } : { query?: undefined }) &
        (B extends z.core.$ZodType ? { body: InputOf<B> } : { body?: undefined }) & {
          /**
           * The version of the record the caller saw (its `version` field or ETag): sent as
           * `If-Match: "<version>"`, so a write over a newer version is refused with 412 instead of
           * overwriting it (docs/api-contract.md, "Versions and If-Match"). Left out: no check.
           */
          ifMatch?: number | null;
        }
    : never;

/** What an edit form saves: its values and the version of the record it was opened on (sent as `ifMatch`). */
export interface VersionedInput<T> {
  values: T;
  version?: number | null;
}

export type CallResult<D> =
  D extends CallDef<z.core.$ZodType | undefined, z.core.$ZodType | undefined, z.core.$ZodType | undefined, infer R> ? z.output<R> : never;

/** `/atoll/update/{atoll_id}` + `{ atoll_id: 3 }` -> `atoll/update/3` (no leading slash, for ky's prefixUrl). */
export const fillPath = (path: string, params: Record<string, unknown> | undefined): string =>
  path
    .replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = params?.[name];
      if (value === undefined || value === null || value === '') throw new Error(`Missing path parameter ${name} for ${path}`);
      return encodeURIComponent(String(value));
    })
    .replace(/^\//, '');

/** `/atoll/update/{atoll_id}` -> `/atoll/update/:atoll_id` (fastify notation). */
export const toFastifyPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');
