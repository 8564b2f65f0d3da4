import type { AuditTrail } from '../audit/audit-trail';
import type { RequestAuth, Authenticator } from '../auth/authenticator';
import type { installAdmission } from './admission';

/** One registered route, as collected by the onRoute hook (the route x role matrix reads it). */
export interface RouteEntry {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the role guard of non-public calls; null on public calls. */
    auth: RequestAuth | null;
  }
  interface FastifyInstance {
    authenticator: Authenticator;
    /** Milliseconds since the epoch; injectable so tests can move time. */
    clock: () => number;
    /** Every route registered on this instance, in registration order. */
    routeCatalog: RouteEntry[];
    /** CHECK_RESPONSES: answers written without the serialiser (JsonText) are checked against the contract too. */
    checkResponses: boolean;
    /** Records every write (set by buildApp; registerCall wraps write handlers with it). */
    auditTrail?: AuditTrail;
    /** Admission control's counters (http/admission.ts); undefined when ADMISSION_MAX_IN_FLIGHT is 0. */
    admission?: ReturnType<typeof installAdmission>;
  }
}
