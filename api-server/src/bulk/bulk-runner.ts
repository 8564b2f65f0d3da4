import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { BULK_MAX, type BulkAnswer, type BulkResult, bulkMessages, type CallDef, type Page } from '../contract';
import { entityTag } from '../audit/record-versions';
import { DbError, isDriverError, toDbError } from '../db/db';
import { callerFault } from '../http/error-handler';
import { HttpError } from '../http/http-error';
import { JsonText } from '../http/json-text';
import { type CallContext, callInvoker } from '../http/register-call';

/** The one-at-a-time call a bulk action runs for one record: which call, its path parameters and body. */
export interface RecordCall {
  def: CallDef;
  params?: Record<string, unknown>;
  body?: Record<string, unknown>;
}

/** The shared part of every bulk body (contract/bulk.ts). */
export interface BulkBody {
  ids?: number[];
  match?: Record<string, unknown>;
  versions?: Record<string, number>;
}

const invokerOf = (app: FastifyInstance, def: CallDef) => {
  const invoke = callInvoker(app, def);
  if (!invoke) throw new Error(`${def.method} ${def.path} is not registered: the bulk action has no single call to run`);
  return invoke;
};

/**
 * The ids `match` selects, read through the list call itself (its filters, its search), so a bulk
 * action acts on exactly what the list shows. More than BULK_MAX: 400 on `match`, nothing done.
 */
async function matchingIds(app: FastifyInstance, listDef: CallDef, match: Record<string, unknown>, context: CallContext<CallDef>) {
  const list = invokerOf(app, listDef);
  const read = async (query: Record<string, unknown>) => {
    const result = await list({ ...context, params: {}, body: undefined, query: { ...match, ...query } } as never);
    return (result instanceof JsonText ? JSON.parse(result.text) : result) as Page<{ id: number }>;
  };
  const first = await read({ page: 1, size: 1, unpaginated: false });
  const total = first.pagination.total_items;
  if (total > BULK_MAX) {
    const message = bulkMessages.tooManyMatching(total);
    throw new HttpError(400, 'Too many records', message, [{ path: ['match'], message, code: 'too_big' }]);
  }
  if (total === 0) return [];
  return (await read({ page: 1, size: 100, unpaginated: true })).items.map((item) => item.id);
}

/** What the single call would have answered, as one record's result. */
function failureOf(id: number, error: unknown, context: CallContext<CallDef>): BulkResult {
  if (error instanceof HttpError) {
    const code = error.issues?.[0]?.code;
    return { id, ok: false, status: error.statusCode, message: error.description ?? error.title, ...(code ? { code } : {}) };
  }
  if (error instanceof DbError || isDriverError(error)) {
    const answer = callerFault(toDbError(error));
    if (answer) return { id, ok: false, status: answer.status, message: answer.description };
  }
  context.request.log.error({ err: error, record: id }, 'bulk action: one record failed');
  return { id, ok: false, status: 500, message: 'The server could not complete the change for this record.' };
}

/**
 * Runs a bulk action (issue 35, shape 4): each record goes through the one-at-a-time call's own
 * handler and audit wrapper (its rules, its If-Match check with `versions[id]`, its audit event and
 * change event), in its own transaction, one after the other: a refusal of one undoes nothing else.
 */
export async function runBulk(
  app: FastifyInstance,
  listDef: CallDef,
  context: CallContext<CallDef>,
  body: BulkBody,
  callFor: (id: number) => RecordCall | Promise<RecordCall>,
): Promise<BulkAnswer> {
  const ids = body.ids ? [...new Set(body.ids)] : await matchingIds(app, listDef, body.match ?? {}, context);
  const results: BulkResult[] = [];
  for (const id of ids) {
    try {
      const { def, params = {}, body: recordBody } = await callFor(id);
      const version = body.versions?.[String(id)];
      const headers = { ...context.request.headers };
      if (version === undefined) delete headers['if-match'];
      else headers['if-match'] = entityTag(version);
      const parsedParams = def.params ? (def.params as z.ZodType).parse(params) : {};
      const parsedBody = def.body ? parseBody(def.body as z.ZodType, recordBody) : undefined;
      // The record's own request: the caller's, with this record's path, body and If-Match.
      const request = Object.assign(Object.create(context.request), { headers, params: parsedParams, body: parsedBody });
      await invokerOf(app, def)({ ...context, request, params: parsedParams, query: {}, body: parsedBody } as never);
      results.push({ id, ok: true, status: 200 });
    } catch (error) {
      results.push(failureOf(id, error, context));
    }
  }
  const succeeded = results.filter((r) => r.ok).length;
  return { results, succeeded, failed: results.length - succeeded };
}

/** The single call's body validation, as a 400 for this record (the message the call would give). */
function parseBody(schema: z.ZodType, body: unknown) {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new HttpError(400, 'Validation failed', issue.message, [{ path: issue.path as (string | number)[], message: issue.message, code: issue.code }]);
}
