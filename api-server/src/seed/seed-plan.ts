import type { AppConfig } from '../config';

/** The demo admin, for the embedded database only (never with DATABASE_URL or in production). */
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'Admin#2026' } as const;

export interface SeedPlan {
  admin: { email: string; password: string };
  /** Demo customer and provider (same password as the admin) and demo business locations. */
  demo: boolean;
  /** Demo data volume: 'large' adds bulk rows (at least 20,000 tickets) for benchmarks. Default 'demo'. */
  scale?: 'demo' | 'large';
}

export class SeedRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SeedRefusedError';
  }
}

/**
 * Who the first admin is and whether demo data goes in. With the embedded PGlite outside
 * production the demo admin is the default and demo data is loaded. With DATABASE_URL (or
 * NODE_ENV=production) there is no default password: ADMIN_EMAIL and ADMIN_PASSWORD must both
 * be set, and demo data needs SEED_DEMO=true. Throws SeedRefusedError otherwise.
 */
export function resolveSeedPlan(config: Pick<AppConfig, 'databaseUrl' | 'production' | 'seed'>): SeedPlan {
  const { adminEmail, adminPassword, demo } = config.seed;
  const embeddedDemo = !config.databaseUrl && !config.production;
  if (Boolean(adminEmail) !== Boolean(adminPassword)) {
    throw new SeedRefusedError('Set both ADMIN_EMAIL and ADMIN_PASSWORD (or neither, with the embedded demo database).');
  }
  if (adminEmail && adminPassword) return { admin: { email: adminEmail, password: adminPassword }, demo: demo || embeddedDemo };
  if (embeddedDemo) return { admin: { ...DEMO_ADMIN }, demo: true };
  throw new SeedRefusedError('Refusing to create the first admin with a default password: set ADMIN_EMAIL and ADMIN_PASSWORD (at least 10 characters).');
}
