import { DEMO_ADMIN } from '../src/seed/seed-plan';

// The benches' load generator (autocannon ships no types: the part they use) and sign-in.
export interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: { url: string | string[]; connections: number; duration: number; headers: Record<string, string> }) => Promise<AutocannonResult>;
export const autocannon = require('autocannon') as Autocannon;

/** Signs in as the demo admin at `base` (the API's /api/v1 URL): the headers of an authorised call. */
export async function adminHeaders(base: string): Promise<Record<string, string>> {
  const login = await fetch(`${base}/login/admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  const { data } = (await login.json()) as { data: { access_token: string } };
  return { authorization: `Bearer ${data.access_token}` };
}
