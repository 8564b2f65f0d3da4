import { authCalls } from './auth';
import { locationCalls } from './locations';
import { deliveryCalls } from './delivery';

export * from './define';
export * from './envelope';
export * from './messages';
export * from './auth';
export * from './locations';
export * from './delivery';
export * from './module';

/** Every call of the contract, by name. Add a domain by spreading its call map here. */
export const calls = {
  ...authCalls,
  ...locationCalls,
  ...deliveryCalls,
};
export type Calls = typeof calls;
export type CallName = keyof Calls;
