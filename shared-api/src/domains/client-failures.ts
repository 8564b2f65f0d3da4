// `@mv-admin/shared-api/client-failures`: the shell's failure reports (contract/client-failures.ts),
// a federated entry of its own so a page downloads it only when a module fails or About opens.
import { bindCalls } from '@mv-admin/shared-api';
import { clientFailureCalls } from '../contract/client-failures';

export * from '../contract/client-failures';

/** `clientFailuresApi.reportClientFailure({ body })` and `clientFailuresApi.clientFailureSummary(undefined, signal)`. */
export const clientFailuresApi = bindCalls(clientFailureCalls);
