import * as z from 'zod/mini';

/**
 * The two environment settings of spec §1, read at startup from `/env.json` served with the shell
 * (one build runs in any environment). Names are those the operator sets on the server.
 */
export const envSchema = z.object({
  API_BASE_URL: z.url({ protocol: /^https?$/ }),
  QUICK_LOGIN: z.pipe(
    z.union([z.boolean(), z.enum(['true', 'false'])]),
    z.transform((v) => v === true || v === 'true'),
  ),
  /** Credentials the quick-login button uses; served only when QUICK_LOGIN is true (demo setups). */
  QUICK_LOGIN_EMAIL: z.optional(z.email()),
  QUICK_LOGIN_PASSWORD: z.optional(z.string().check(z.minLength(1))),
});
export type EnvName = keyof typeof envSchema.shape;

export interface AppConfig {
  apiBaseUrl: string;
  quickLogin: boolean;
  /** Set only when quickLogin is true. */
  quickLoginCredentials: { email: string; password: string } | null;
}

export class EnvError extends Error {
  constructor(public readonly setting: EnvName) {
    super(`Env ${setting} is not configured properly`);
    this.name = 'EnvError';
  }
}

/** Validates raw settings; throws EnvError naming the first bad setting (spec §1 message). */
export function parseEnv(raw: unknown): AppConfig {
  const source = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  for (const name of Object.keys(envSchema.shape) as EnvName[]) {
    if (!envSchema.shape[name].safeParse(source[name]).success) throw new EnvError(name);
  }
  const env = envSchema.parse(source);
  const quickLoginCredentials =
    env.QUICK_LOGIN && env.QUICK_LOGIN_EMAIL && env.QUICK_LOGIN_PASSWORD ? { email: env.QUICK_LOGIN_EMAIL, password: env.QUICK_LOGIN_PASSWORD } : null;
  return { apiBaseUrl: env.API_BASE_URL.replace(/\/+$/, ''), quickLogin: env.QUICK_LOGIN, quickLoginCredentials };
}

let config: AppConfig | undefined;

/** How a startup file is requested: never from the HTTP cache (a deploy changes it); the shell starts it early. */
export type FetchFile = (url: string) => Promise<Response>;
const fetchFresh: FetchFile = (url) => fetch(url, { cache: 'no-store' });

/** Fetches and validates `/env.json`; an unreachable file counts as every setting missing. */
export async function loadConfig(url = '/env.json', fetchFile: FetchFile = fetchFresh): Promise<AppConfig> {
  let raw: unknown = {};
  try {
    const res = await fetchFile(url);
    if (res.ok) raw = await res.json();
  } catch {
    raw = {};
  }
  config = parseEnv(raw);
  return config;
}

/** The loaded configuration; throws if startup has not loaded it yet. */
export function getConfig(): AppConfig {
  if (!config) throw new Error('Configuration is not loaded yet');
  return config;
}
