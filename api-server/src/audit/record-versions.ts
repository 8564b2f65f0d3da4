import type { AuditEntityType, RecordConflict } from '../contract';
import type { Queryable } from '../db/db';
import { HttpError } from '../http/http-error';
import { type Changes, redact, type Snapshot } from './audit-changes';
import { versionedTable } from './audit-entities';

/**
 * Record versions (docs/api-contract.md, "Versions and If-Match"): a write that sends
 * `If-Match: "<version>"` is refused with 412 when its record has moved on since; the answer
 * carries the record as it is now, who changed it last and when, and the fields changed since the
 * sender's version, so a form can show the conflict field by field.
 */

/** What an `If-Match` header asks for: any existing record (`*`), or one of these versions. */
export type Precondition = { any: true } | { versions: number[] };

/**
 * The header parsed (RFC 9110 §13.1.1): `*`, or a list of entity tags. Weak tags (`W/"3"`) never
 * match (If-Match compares strongly), so a list of only weak or unknown tags matches nothing.
 * Undefined when the header is absent: the write goes ahead as the spec describes.
 */
export function parseIfMatch(header: string | string[] | undefined): Precondition | undefined {
  if (header === undefined) return undefined;
  const text = Array.isArray(header) ? header.join(',') : header;
  if (text.trim() === '*') return { any: true };
  const versions: number[] = [];
  for (const [, weak, tag] of text.matchAll(/(W\/)?"([^"]*)"/g)) {
    if (!weak && /^\d{1,15}$/.test(tag!)) versions.push(Number(tag));
  }
  return { versions };
}

export const versionOf = (snapshot: Snapshot | undefined | null): number | null => (snapshot && snapshot.version != null ? Number(snapshot.version) : null);

export const matches = (precondition: Precondition, version: number | null): boolean =>
  'any' in precondition ? true : version !== null && precondition.versions.includes(version);

/** The entity tag of a version, as ETag and If-Match carry it. */
export const entityTag = (version: number): string => `"${version}"`;

/** The version is bookkeeping: events record it as `entity_version`, not as a changed field. */
export function withoutVersion(changes: Changes): Changes {
  const { version: _, ...rest } = changes;
  return rest;
}

/**
 * Moves the record's version on when the call changed only related rows (a ticket's assignment, a
 * decision's remarks): an update of the row itself has already moved it (090's trigger), and then
 * this changes nothing, so a call moves its record's version at least once.
 */
export async function touchVersion(db: Queryable, entity: AuditEntityType, id: number, seen: number): Promise<void> {
  await db.query(`update ${versionedTable(entity)} set version = version + 1 where id = $1 and version = $2`, [id, seen]);
}

interface ChangeRow {
  action: string;
  occurred_at: Date | string;
  actor_id: number | null;
  actor_name: string | null;
  entity_version: string | number | null;
  changes: Changes;
}

/**
 * Who changed the record last, and the fields changed after version `since` (each field's value
 * before the first of those writes and after the last), from the audit trail.
 */
export async function recordConflict(db: Queryable, entity: AuditEntityType, id: number, now: Snapshot, since?: number): Promise<RecordConflict> {
  const rows = await db.query<ChangeRow>(
    `select e.action, e.occurred_at, e.actor_id, u.name as actor_name, e.entity_version, e.changes
     from audit_events e left join users u on u.id = e.actor_id
     where e.entity_type = $1 and e.entity_id = $2 and ($3::bigint is null or e.entity_version > $3::bigint)
     order by e.id desc limit 50`,
    [entity, String(id), since ?? null],
  );
  const last = rows[0];
  const changes: Changes = {};
  for (const row of [...rows].reverse()) {
    for (const [field, change] of Object.entries(withoutVersion(row.changes ?? {}))) {
      changes[field] = { before: field in changes ? changes[field]!.before : change.before, after: change.after };
    }
  }
  return {
    version: versionOf(now) ?? 0,
    changed_by: last?.actor_id != null ? { id: last.actor_id, name: last.actor_name ?? '' } : null,
    changed_at: last ? new Date(last.occurred_at).toISOString() : null,
    action: last?.action ?? null,
    changes,
    record: redact(now) as Record<string, unknown>,
  };
}

/** A refusal that carries the record's conflict: 412 for a stale version, 409 for a second decision. */
export class RecordConflictError extends HttpError {
  constructor(
    statusCode: 409 | 412,
    title: string,
    description: string,
    public readonly conflict: RecordConflict,
  ) {
    super(statusCode, title, description);
  }
}

export const staleVersion = (conflict: RecordConflict) =>
  new RecordConflictError(
    412,
    'Changed by someone else',
    conflict.changed_by
      ? `${conflict.changed_by.name} changed this record after you opened it. Review their changes, then save yours again or keep theirs.`
      : 'This record was changed after you opened it. Review the changes, then save yours again or keep them.',
    conflict,
  );

const pastTense: Record<string, string> = {
  approve: 'Approved',
  reject: 'Rejected',
  close: 'Closed',
  assign: 'Assigned',
  unassign: 'Unassigned',
  delete: 'Deleted',
  submit: 'Submitted',
};

/** The records staff decide on (spec §4): a refusal to decide one again says who decided it. */
export const DECIDED_ENTITIES: ReadonlySet<AuditEntityType> = new Set<AuditEntityType>([
  'service_provider_application',
  'individual_onboarding',
  'business_onboarding',
  'ticket',
]);

/** A 409 (a second decision, a closed ticket) with who made the decision that stands. */
export function withDecider(error: HttpError, conflict: RecordConflict): RecordConflictError {
  const decided = pastTense[conflict.action ?? ''];
  const who = conflict.changed_by && decided ? `${decided} by ${conflict.changed_by.name}.` : '';
  return new RecordConflictError(409, error.title, [error.description, who].filter(Boolean).join(' '), conflict);
}
