import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import type { AuthenticateOptions, RequestAuth } from '../auth/authenticator';
import { type CallDef, envelopeSchema, errorBodySchema, toFastifyPath } from '../contract';
import { entityTag } from '../audit/record-versions';
import { Toast } from './call-outcome';
import { HttpError } from './http-error';
import { checkJsonText, JsonText, successJsonText } from './json-text';
import { describeCall } from './openapi';
import './fastify-types';

type Out<S> = S extends z.core.$ZodType ? z.output<S> : undefined;
type Data<D extends CallDef> = z.output<D['response']>;

/** What a handler receives: the validated (parsed) parts of the request and the caller. */
export interface CallContext<D extends CallDef> {
  params: Out<NonNullable<D['params']>>;
  query: Out<NonNullable<D['query']>>;
  body: Out<NonNullable<D['body']>>;
  /** The caller; always set for non-public calls, null on public ones. */
  auth: RequestAuth | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type CallHandler<D extends CallDef> = (ctx: CallContext<D>) => Promise<Data<D> | Toast<Data<D>> | JsonText<Data<D>>>;

export interface RegisterOptions extends AuthenticateOptions {
  /** Success status, 200 unless the call creates something (201). */
  status?: 200 | 201;
}

/** The caller of a non-public call (the guard has set it; a public call has none: 401). */
export function requireCaller(auth: RequestAuth | null): RequestAuth {
  if (!auth) throw new HttpError(401, 'Not signed in', 'Sign in to continue.');
  return auth;
}

/** Runs one call's handler with its audit wrapper, as its route does (the request already validated). */
export type CallInvoker<D extends CallDef = CallDef> = (context: CallContext<D>) => Promise<unknown>;
const invokers = new WeakMap<FastifyInstance, Map<CallDef, CallInvoker<never>>>();

/**
 * The handler of a call registered on `app`, wrapped as its route wraps it (audit event, version
 * check, one transaction): a bulk action runs each record through the one-at-a-time call's path.
 */
export function callInvoker<D extends CallDef>(app: FastifyInstance, def: D): CallInvoker<D> | undefined {
  return invokers.get(app)?.get(def) as CallInvoker<D> | undefined;
}

/** The role guard: 401 without a valid token of a live session, 403 for a role not listed. */
export const roleGuard =
  (app: FastifyInstance, roles: CallDef['roles'], options: AuthenticateOptions): onRequestAsyncHookHandler =>
  async (request) => {
    const auth = await app.authenticator.authenticate(request.headers.authorization, options);
    if (!auth) throw new HttpError(401, 'Not signed in', 'Your session has ended or is invalid. Sign in again.');
    if (Array.isArray(roles) && !roles.includes(auth.type)) {
      throw new HttpError(403, 'Not allowed', 'Your account cannot use this function.');
    }
    request.auth = auth;
  };

/**
 * Serves one contract call: `registerCall(api, calls.listAtolls, handler)`.
 *
 * The contract's params/query/body schemas validate the request (400 with issues on failure),
 * `def.roles` is enforced before the body is even read (401/403), and the handler's return
 * value is wrapped in the success envelope and serialized through `envelopeSchema(def.response)`
 * (fields the contract does not declare are dropped, a mismatch is a 500). Return
 * `withToast(data, title)` to make the client show a success toast, or a JsonText for data the
 * database has already written as the contract's JSON (sent as it is; checked under CHECK_RESPONSES).
 */
export function registerCall<D extends CallDef>(app: FastifyInstance, def: D, handler: CallHandler<D>, options: RegisterOptions = {}): void {
  const status = options.status ?? 200;
  const url = toFastifyPath(def.path);
  const responseSchema = envelopeSchema(def.response);
  // Writes append an audit event (audit/audit-trail.ts); a write without a declaration fails here.
  const audited = app.auditTrail?.wrapperFor(def, url);
  const invoke = (context: CallContext<D>) => (audited ? audited(context, () => handler(context)) : handler(context));
  if (!invokers.has(app)) invokers.set(app, new Map());
  invokers.get(app)!.set(def, invoke as CallInvoker<never>);
  app.route({
    method: def.method,
    url,
    schema: {
      ...describeCall(def),
      ...(def.params ? { params: def.params } : {}),
      ...(def.query ? { querystring: def.query } : {}),
      // A multipart body is read by its handler (streamed files, then the fields checked with def.body).
      ...(def.body && !def.multipart ? { body: def.body } : {}),
      response: { [status]: responseSchema, '4xx': errorBodySchema },
    },
    onRequest: def.roles === 'public' ? undefined : roleGuard(app, def.roles, options),
    handler: async (request, reply) => {
      const context: CallContext<D> = {
        params: request.params as never,
        query: request.query as never,
        body: request.body as never,
        auth: request.auth,
        request,
        reply,
      };
      const result = await invoke(context);
      reply.code(status);
      const timestamp = new Date(app.clock()).toISOString();
      if (result instanceof JsonText) {
        // A string with a JSON content type is sent as it is (no serialiser).
        reply.type('application/json; charset=utf-8');
        const text = successJsonText(timestamp, result);
        if (app.checkResponses) checkJsonText(def.method, url, responseSchema, text);
        return text;
      }
      const toast = result instanceof Toast ? result : undefined;
      const data = toast ? toast.data : result;
      // A single record's read names its version as the entity tag a write sends back in If-Match.
      if (def.method === 'GET' && typeof (data as { version?: unknown } | null)?.version === 'number') {
        reply.header('etag', entityTag((data as { version: number }).version));
      }
      return {
        status: 'success' as const,
        timestamp,
        ...(toast ? { title: toast.title } : {}),
        ...(toast?.description ? { description: toast.description } : {}),
        data,
      };
    },
  });
}
