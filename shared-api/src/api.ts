import { calls } from './contract';
import { bindCalls } from './http/call';

/** Typed client functions for every call of the contract: `api.listAtolls({ query: { page: 2 } })`. */
export const api = bindCalls(calls);
