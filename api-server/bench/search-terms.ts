/**
 * Varied search terms for the bench's `--calls searches` (docs/api-performance-history.md, fifth step):
 * a call whose path holds `{job-term}` or `{user-term}` cycles through the most frequent words
 * (BENCH_TERMS, default 50; at least 4 letters) of the seeded job titles or user names, rare and
 * common alike, one URL each. With more terms than a run's requests, a total kept for one term
 * (total-memo.ts) is seldom asked again: the cost of a search that was not counted before.
 */
import type { Db } from '../src/db/db';

export type SearchTerms = Record<'job-term' | 'user-term', string[]>;

const WORDS = Number(process.env.BENCH_TERMS ?? 50);

const frequentWords = (db: Db, sql: string) =>
  db.query<{ word: string }>(
    `select word from (select regexp_split_to_table(lower(${sql}), '[^a-z]+') as word from ${sql.split('.')[0]}) w
     where length(word) >= 4 group by word order by count(*) desc, word limit ${WORDS}`,
  );

export async function searchTerms(db: Db): Promise<SearchTerms> {
  const jobs = await frequentWords(db, 'jobs.title');
  const users = await frequentWords(db, 'users.name');
  return { 'job-term': jobs.map((r) => r.word), 'user-term': users.map((r) => r.word) };
}

/** The URLs of `target` under `base`: one per term when it holds a placeholder, else itself. */
export function expandTerms(base: string, target: string, terms: SearchTerms | undefined): string[] {
  const placeholder = /\{(job-term|user-term)\}/.exec(target);
  if (!placeholder) return [`${base}${target}`];
  if (!terms) throw new Error(`${target}: no search terms were read`);
  return terms[placeholder[1] as keyof SearchTerms].map((term) => `${base}${target.replace(placeholder[0], encodeURIComponent(term))}`);
}
