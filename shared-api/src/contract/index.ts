import { authCalls } from './auth';
import { locationCalls } from './locations';

export * from './define';
export * from './envelope';
export * from './messages';
export * from './auth';
export * from './locations';
export * from './module';

/** Every call of the contract, by name. Add a domain by spreading its call map here. */
export const calls = {
  ...authCalls,
  ...locationCalls,
};
export type Calls = typeof calls;
export type CallName = keyof Calls;
