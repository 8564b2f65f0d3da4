import { createStore, useStore } from 'zustand';

export interface BusyState {
  /** A read was answered 503 (the API refused it for load) and is being retried. */
  retrying: boolean;
}

/**
 * Whether the API is refusing for load right now (docs/api-performance.md, "Overload"): set when
 * a read is answered 503 and retried after its Retry-After, cleared by the next answer that is not
 * a 503, or when the retries run out (the screen then shows its error with Retry).
 */
export const busyStore = createStore<BusyState>(() => ({ retrying: false }));

export const setRetrying = (retrying: boolean) => {
  if (busyStore.getState().retrying !== retrying) busyStore.setState({ retrying });
};

/** React hook: true while reads are being retried because the API said it was busy. */
export const useApiBusy = (): boolean => useStore(busyStore, (s) => s.retrying);
