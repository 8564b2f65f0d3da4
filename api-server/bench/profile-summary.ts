/**
 * Where a bench server's CPU went: the self time of a V8 CPU profile (bench-server.ts records it
 * between `profile-start` and `profile-stop`), summed into the parts of a request's life.
 * Categories go by the script a sampled function lives in; the first match wins.
 */

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
}
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Part of a request's life -> what its functions' scripts look like. */
const categories: [string, (url: string, fn: string) => boolean][] = [
  ['idle (waiting: database, network)', (_url, fn) => fn === '(idle)'],
  ['garbage collection', (_url, fn) => fn === '(garbage collector)'],
  ['database driver (pg, PGlite)', (url) => /node_modules\/(pg|pg-protocol|pg-types|pgpass|pg-pool|postgres-[a-z]+|@electric-sql)\//.test(url)],
  ['row mapping and queries (src)', (url) => /api-server\/src\/.*(quer|repositor|sql|lists|story|mapper)/.test(url)],
  [
    'response serialisation (zod, JSON)',
    (url, fn) => /node_modules\/(zod|fastify-type-provider-zod)\//.test(url) || fn === 'stringify' || fn === 'JSONStringify',
  ],
  ['request validation (ajv, fast-json-stringify)', (url) => /node_modules\/(ajv|fast-json-stringify|fast-uri|json-schema-ref-resolver)\//.test(url)],
  ['logging (pino)', (url) => /node_modules\/(pino|sonic-boom|pino-std-serializers|fast-redact|@pinojs)/.test(url)],
  [
    'framework (fastify, routing)',
    (url) => /node_modules\/(fastify|@fastify|find-my-way|avvio|light-my-request|fast-querystring|toad-cache|process-warning)/.test(url),
  ],
  ['auth (token check, hashing)', (url, fn) => /api-server\/src\/auth\//.test(url) || /Hmac|digest|timingSafeEqual/.test(fn)],
  ['other app code (src)', (url) => url.includes('/api-server/src/')],
  [
    'node: HTTP and sockets',
    (url, fn) =>
      /node:(_http|http|net|internal\/(stream|streams|http|net|js_stream))/.test(url) || /^(writev|writeBuffer|writeUtf8String|writeLatin1String)$/.test(fn),
  ],
  ['node: other', (url) => url.startsWith('node:')],
];

export interface ProfileSplit {
  totalMs: number;
  parts: { part: string; ms: number; share: number }[];
  topFunctions: { fn: string; ms: number; share: number }[];
}

/** Self time per category, and the heaviest functions outside idle. */
export function summariseProfile(profile: CpuProfile, top = 15): ProfileSplit {
  const byNode = new Map<number, number>();
  profile.samples.forEach((id, i) => byNode.set(id, (byNode.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const byPart = new Map<string, number>();
  const byFn = new Map<string, number>();
  let total = 0;
  for (const [id, micros] of byNode) {
    const { functionName, url } = nodes.get(id)!.callFrame;
    const fn = functionName || '(anonymous)';
    const part = categories.find(([, test]) => test(url, fn))?.[0] ?? 'other (V8, natives)';
    byPart.set(part, (byPart.get(part) ?? 0) + micros);
    if (fn !== '(idle)') {
      const key = `${fn} ${url.replace(/.*node_modules\//, '').replace(/.*api-server\//, '')}`.trim();
      byFn.set(key, (byFn.get(key) ?? 0) + micros);
    }
    total += micros;
  }
  const rank = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]);
  const ms = (micros: number) => Math.round(micros / 100) / 10;
  const share = (micros: number) => Math.round((micros / total) * 1000) / 10;
  return {
    totalMs: ms(total),
    parts: rank(byPart).map(([part, m]) => ({ part, ms: ms(m), share: share(m) })),
    topFunctions: rank(byFn)
      .slice(0, top)
      .map(([fn, m]) => ({ fn, ms: ms(m), share: share(m) })),
  };
}

/** The split as lines for the console. */
export function formatProfileSplit(split: ProfileSplit): string {
  const lines = [`CPU profile of the load window: ${split.totalMs} ms sampled`];
  for (const p of split.parts) lines.push(`  ${String(p.share).padStart(5)} %  ${p.part}`);
  lines.push('  heaviest functions (self time, idle left out):');
  for (const f of split.topFunctions) lines.push(`  ${String(f.share).padStart(5)} %  ${f.fn}`);
  return lines.join('\n');
}
