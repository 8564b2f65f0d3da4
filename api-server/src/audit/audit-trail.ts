import type { FastifyRequest } from 'fastify';
import type { RequestAuth } from '../auth/authenticator';
import { type AuditAction, type AuditEntityType, type CallDef, calls } from '../contract';
import type { CallTransactions } from '../db/call-transaction';
import type { Queryable } from '../db/db';
import { Toast } from '../http/call-outcome';
import { HttpError } from '../http/http-error';
import { changedFields, type Changes, redact, type Snapshot } from './audit-changes';
import { readSnapshots, VERSIONED_ENTITIES, visibleTo } from './audit-entities';
import { DECIDED_ENTITIES, matches, parseIfMatch, recordConflict, staleVersion, touchVersion, versionOf, withDecider, withoutVersion } from './record-versions';
import { type AuditRequest, type AuditSpec, auditedOperations } from './audited-operations';
import { insertAuditEvent } from './audit-event-repository';

/** What the audit trail needs from a call: its validated request and the caller. */
export interface AuditedCall {
  params: unknown;
  query: unknown;
  body: unknown;
  auth: RequestAuth | null;
  request: FastifyRequest;
}

/** Runs a call's handler and records its event; returns what the handler returned. */
export type AuditWrapper = <R>(call: AuditedCall, handler: () => Promise<R>) => Promise<R>;

export interface AuditTrailDeps {
  transactions: CallTransactions;
  clock: () => number;
  /** The session id (refresh token family) an access token the server just issued belongs to. */
  sessionOf: (accessToken: string) => string | undefined;
}

const operationNames = new Map<CallDef, string>(Object.entries(calls).map(([name, def]) => [def as CallDef, name]));
const dataOf = (result: unknown) => (result instanceof Toast ? result.data : result);
const asList = (ids: number | readonly number[] | undefined): number[] => (ids === undefined ? [] : typeof ids === 'number' ? [ids] : [...ids]);

/**
 * The audit trail (docs/security.md): every successful write appends one event (who, when,
 * from which address, which call, which record, the changed fields before and after), and so
 * does every refused sign-in. One generic mechanism keyed on the contract operation: its
 * declaration (audited-operations.ts) names the entity and where its id is; the record is read
 * before the handler's first query (row-locked) and after the handler, and the difference is the
 * event's `changes`.
 *
 * The reads, the handler's own queries and the event's insert share one transaction (see
 * db/call-transaction.ts): a refused or failed write leaves no event, and no write commits
 * without its event. Two kinds of call are recorded right after they succeed instead, because a
 * transaction around them would hold the database while something slow happens outside it:
 * uploads (the client streams the files) and sign-ins (the password hash is checked).
 */
export function createAuditTrail({ transactions, clock, sessionOf }: AuditTrailDeps) {
  const db = transactions.db;

  /**
   * The wrapper for a call at registration time: undefined for reads (GET, or a declared read
   * such as POST /is-authenticated). Throws for a non-GET call without a declaration, so the
   * server does not start with an unaudited write.
   */
  function wrapperFor(def: CallDef, route: string): AuditWrapper | undefined {
    if (def.method === 'GET') return undefined;
    const operation = operationNames.get(def);
    const spec = operation ? auditedOperations[operation as keyof typeof auditedOperations] : undefined;
    if (spec === undefined) {
      throw new Error(
        `${def.method} ${route} (${operation ?? 'not in the contract'}) has no audit declaration: add it to api-server/src/audit/audited-operations.ts`,
      );
    }
    if (spec === null) return undefined;
    return (call, handler) => recorded(def, operation!, spec, call, handler);
  }

  async function recorded<R>(def: CallDef, operation: string, spec: AuditSpec, call: AuditedCall, handler: () => Promise<R>): Promise<R> {
    const request: AuditRequest = {
      params: (call.params ?? {}) as Record<string, unknown>,
      query: (call.query ?? {}) as Record<string, unknown>,
      body: call.body as AuditRequest['body'],
      auth: call.auth,
    };
    const event = (run: Queryable, fields: EventFields) =>
      insertAuditEvent(run, {
        occurredAt: new Date(clock()).toISOString(),
        ip: call.request.ip ?? null,
        method: def.method,
        route: call.request.routeOptions.url ?? def.path,
        operation,
        entityType: spec.entity,
        ...fields,
      });
    const action = typeof spec.action === 'function' ? spec.action(request) : spec.action;

    if (spec.signIn) return signedIn(request, action, handler, event);

    const target = spec.target?.(request);
    const rowId = typeof target === 'number' ? target : undefined;
    const versioned = rowId !== undefined && VERSIONED_ENTITIES.has(spec.entity);
    const precondition = versioned ? parseIfMatch(call.request.headers['if-match']) : undefined;
    let before: Snapshot | undefined;
    /**
     * The record before the write, checked against the caller's If-Match (412 with the record as
     * it is now). A missing record is left to the handler's own 404.
     */
    const readBefore = async (run: Queryable, lock: boolean) => {
      if (rowId === undefined) return;
      before = (await readSnapshots(run, spec.entity, [rowId], lock)).get(rowId);
      if (before && !visibleTo(spec.entity, before, request.auth?.userId)) before = undefined;
      if (precondition && before && !matches(precondition, versionOf(before))) {
        const since = 'versions' in precondition ? Math.max(...precondition.versions, 0) : undefined;
        throw staleVersion(await recordConflict(run, spec.entity, rowId, before, since));
      }
    };
    /** After the write: the changed record's fields before and after, or the created records' fields. */
    const recordEvent = async (result: unknown) => {
      let fields: Pick<EventFields, 'entityId' | 'changes' | 'entityVersion'>;
      if (target !== undefined) {
        if (versioned && before) await touchVersion(db, spec.entity, rowId!, versionOf(before)!);
        const after = rowId === undefined ? undefined : (await readSnapshots(db, spec.entity, [rowId], false)).get(rowId);
        fields = { entityId: String(target), changes: withoutVersion(changedFields(before ?? null, after ?? null)), entityVersion: versionOf(after) };
      } else {
        fields = await created(db, spec.entity, asList(spec.created?.(dataOf(result))));
      }
      await event(db, { actorId: request.auth?.userId ?? null, action, ...fields });
    };
    /** A refusal of a decided record (409) says who decided it; read after the call's transaction ended. */
    const explained = async (error: unknown): Promise<never> => {
      if (versioned && DECIDED_ENTITIES.has(spec.entity) && error instanceof HttpError && error.statusCode === 409 && !error.issues) {
        const now = (await readSnapshots(db, spec.entity, [rowId!], false)).get(rowId!);
        const version = versionOf(now);
        if (now && version !== null) throw withDecider(error, await recordConflict(db, spec.entity, rowId!, now, version - 1));
      }
      throw error;
    };

    if (def.multipart) {
      // Uploads stream before any query and write in a transaction of their own (a call
      // transaction would hold PGlite while the files arrive), so the record an update changes
      // is read before and after it without a lock.
      await readBefore(db, false);
      const result = await handler().catch(explained);
      await recordEvent(result);
      return result;
    }

    // The record is read (and locked) as the transaction opens, at the handler's first query:
    // work the handler does before that (hashing a password) holds nothing.
    return transactions
      .run(
        async () => {
          const result = await handler();
          await recordEvent(result);
          return result;
        },
        { onOpen: (tx) => readBefore(tx, true) },
      )
      .catch(explained);
  }

  /** The fields of newly created records: one record's fields, or one entry per record when there are several. */
  async function created(run: Queryable, entity: AuditEntityType, ids: number[]): Promise<Pick<EventFields, 'entityId' | 'changes' | 'entityVersion'>> {
    const rows = await readSnapshots(run, entity, ids, false);
    const entityId = ids.length ? ids.join(',') : null;
    if (ids.length === 1) {
      const row = rows.get(ids[0]!) ?? null;
      return { entityId, changes: withoutVersion(changedFields(null, row)), entityVersion: versionOf(row) };
    }
    const changes: Changes = {};
    for (const id of ids) changes[String(id)] = { before: null, after: redact(rows.get(id) ?? null) };
    return { entityId, changes, entityVersion: null };
  }

  async function signedIn<R>(
    request: AuditRequest,
    action: AuditAction,
    handler: () => Promise<R>,
    event: (run: Queryable, fields: EventFields) => Promise<void>,
  ): Promise<R> {
    const email = typeof request.body?.email === 'string' ? request.body.email : null;
    let result: R;
    try {
      result = await handler();
    } catch (error) {
      // Wrong password, unknown e-mail, wrong sign-in page. Rate-limited attempts (429) are not
      // recorded: they never reach the password check, and an unbounded flood would fill the table.
      if (error instanceof HttpError && error.statusCode === 403) {
        await event(db, { actorId: null, actorEmail: email, action: 'sign-in-refused', entityId: null, changes: {} });
      }
      throw error;
    }
    const data = dataOf(result) as { access_token: string; user: { id: number } };
    await event(db, { actorId: data.user.id, actorEmail: email, action, entityId: sessionOf(data.access_token) ?? null, changes: {} });
    return result;
  }

  return { wrapperFor };
}

interface EventFields {
  actorId: number | null;
  actorEmail?: string | null;
  action: AuditAction;
  entityId: string | null;
  changes: Changes;
  /** The record's version after the write (null when it has none, or for a delete). */
  entityVersion?: number | null;
}

export type AuditTrail = ReturnType<typeof createAuditTrail>;
