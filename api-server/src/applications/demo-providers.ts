import { demoUsers } from '../seed/demo-data';
import { demoProviders } from '../users/seed';

/**
 * E-mails (lower case) of the demo providers the demo seeds of applications, onboarding and
 * billing are written around. Bulk providers of `--scale large` are left to the large seeds.
 */
export const demoProviderEmails = (): string[] =>
  [...demoUsers.filter((u) => u.type === 'SERVICE_PROVIDER'), ...demoProviders].map((p) => p.email.toLowerCase());
