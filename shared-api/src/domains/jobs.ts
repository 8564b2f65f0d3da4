// `@mv-admin/shared-api/jobs`: this domain's schemas and types, and `jobsApi`, its typed calls.
// One federated module per domain, so a screen downloads only the contract it uses.
import { bindCalls } from '@mv-admin/shared-api';
import { jobCalls } from '../contract/jobs';

export * from '../contract/jobs';
export const jobsApi = bindCalls(jobCalls);
