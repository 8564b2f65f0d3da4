import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** How long a remote's entry may take before its routes show the "module unavailable" view. */
export const REMOTE_ENTRY_TIMEOUT_MS = 5000;

/**
 * Failure isolation, runtime layer (ARCHITECTURE.md §2): a remote entry that hangs fails after
 * REMOTE_ENTRY_TIMEOUT_MS instead of the default 20 s, and load errors are logged once with the
 * remote's name. The error boundary around each remote route turns the failure into a message
 * with Retry.
 */
export default function failurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-failure-isolation',
    createScript() {
      return { timeout: REMOTE_ENTRY_TIMEOUT_MS };
    },
    errorLoadRemote({ id, error }) {
      console.warn(`[shell] remote ${id} failed to load:`, error instanceof Error ? error.message : error);
      return undefined;
    },
  };
}
