import { dataVersionSql } from '../lists/total-memo';

/*
 * Each job's JSON text as the jobs lists last wrote it, kept with the version it was written at
 * (088_job_json_versions): a job's own version, set anew by any write to the job or to the rows
 * of its to-many relations, and the version of the rows it shares with other jobs (users' names,
 * places, subcategories...). A list reads the page's ids with their versions, serves the kept
 * text of each job whose version is the same, and writes only the others as JSON. The text is
 * exact: the version and the text are read in one statement (one snapshot), and a version is a
 * random uuid that no other state of the job, in any database, ever has. The memo is shared by
 * every database of the process (tests run many).
 */

/** The most jobs kept (about 4 KB of text each): the least recently used is dropped first. */
export const KEPT_JOBS_LIMIT = 1000;

const kept = new Map<number, { version: string; json: string }>();

/**
 * A select-list expression: the version of the job aliased `alias` that its kept text is checked
 * against; null (nothing kept or served) in a transaction that has written shared rows, whose
 * version is set only when it commits.
 */
export const jobJsonVersion = (alias: string) =>
  `case when current_setting('mv.data_written_job_references', true) = 'yes' then null
    else (select v.version::text from job_json_versions v where v.job_id = ${alias}.id) || ${dataVersionSql(['job_references'])} end`;

/** The text kept for job `id` at `version`, if any (and marks it recently used). */
export function recallJobJson(id: number, version: string | null): string | undefined {
  const entry = kept.get(id);
  if (!entry || version === null || entry.version !== version) return undefined;
  kept.delete(id);
  kept.set(id, entry);
  return entry.json;
}

export function keepJobJson(id: number, version: string | null, json: string): void {
  if (version === null) return;
  kept.delete(id);
  kept.set(id, { version, json });
  if (kept.size > KEPT_JOBS_LIMIT) kept.delete(kept.keys().next().value!);
}

/** For tests: forgets every kept job. */
export const forgetKeptJobs = () => kept.clear();
