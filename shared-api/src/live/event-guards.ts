import type { ChangeEvent, PresenceEvent } from '../contract/events';

// The stream's shapes are checked by hand, not with the contract's zod schemas: importing those
// brings the audit contract (its calls and enums) onto every signed-in page, several KB gzip for
// a few field checks. The server serializes these events from the same contract.

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const intOrNull = (v: unknown) => v === null || Number.isInteger(v);

/** A `change` event's data, as contract/events.ts's changeEventSchema describes it. */
export function isChangeEvent(v: unknown): v is ChangeEvent {
  return (
    isObject(v) &&
    Number.isInteger(v.seq) &&
    typeof v.type === 'string' &&
    (v.id === null || typeof v.id === 'string') &&
    typeof v.action === 'string' &&
    intOrNull(v.actor_id) &&
    intOrNull(v.version) &&
    typeof v.at === 'string'
  );
}

/** A `presence` event's data (or the presence call's answer), as presenceEventSchema describes it. */
export function isPresenceEvent(v: unknown): v is PresenceEvent {
  return (
    isObject(v) &&
    typeof v.type === 'string' &&
    typeof v.id === 'string' &&
    Array.isArray(v.viewers) &&
    v.viewers.every((w) => isObject(w) && Number.isInteger(w.user_id) && typeof w.name === 'string' && (w.state === 'viewing' || w.state === 'typing'))
  );
}

/** A `reset` event's seq, if its data carries one. */
export const resetSeq = (v: unknown): number | undefined => (isObject(v) && Number.isInteger(v.seq) ? (v.seq as number) : undefined);
