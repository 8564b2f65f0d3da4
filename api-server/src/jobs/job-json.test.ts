import { type Job, jobSchema } from '../contract';
import type { Db } from '../db/db';
import { JOBS_WITH_RELATIONS } from '../testing/job-objects-query';
import { createTestDb } from '../testing/test-db';
import { idPageSql, pageIds } from '../lists/page-ids';
import { SqlWhere } from '../lists/sql-where';
import { loadJobsJson, pageJobsJson } from './job-json';
import { jobIdPage } from './job-page';
import { JOB_DOCUMENT_RELATIONS } from './job-queries';

// The jobs lists send the JSON text the database writes (job-json.ts). It must be, byte for
// byte, what the server wrote before: the driver's objects (the earlier statement) through the
// contract's zod schema and JSON.stringify.
let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.close());

const allIds = async () => (await db.query<{ id: number }>('select id from jobs order by id')).map((r) => r.id);

/** [fast path text, reference text] of each job `ids` names, in id order. */
async function bothPaths(ids: number[]): Promise<Array<[string, string]>> {
  const texts = await loadJobsJson(db, ids);
  const objects = new Map((await db.query<Job>(JOBS_WITH_RELATIONS, [ids, JOB_DOCUMENT_RELATIONS])).map((job) => [job.id, job]));
  expect(texts).toHaveLength(ids.length);
  expect(objects.size).toBe(ids.length);
  return ids.map((id, n) => [texts[n]!, JSON.stringify(jobSchema.parse(objects.get(id)))]);
}

test('every seeded job: the same bytes as the objects path through zod and JSON.stringify', async () => {
  const ids = await allIds();
  const pairs = await bothPaths(ids);
  // The seed must exercise every relation, or the comparison would prove little.
  const jobs = pairs.map(([text]) => JSON.parse(text) as Job);
  expect(jobs.filter((j) => j.documents.length).length).toBeGreaterThan(0);
  expect(jobs.filter((j) => j.packageConfigs.length).length).toBeGreaterThan(0);
  expect(jobs.filter((j) => j.chats.some((c) => c.chatMessages.some((m) => m.offer))).length).toBeGreaterThan(0);
  expect(jobs.filter((j) => j.review).length).toBeGreaterThan(0);
  expect(jobs.filter((j) => j.jobActions.some((a) => a.payload !== null)).length).toBeGreaterThan(0);
  expect(jobs.filter((j) => j.businessLocation && j.serviceProvider).length).toBeGreaterThan(0);
  expect(jobs.filter((j) => j.deliveryToIsland).length).toBeGreaterThan(0);
  for (const [text, expected] of pairs) expect(text).toBe(expected);
});

test('text JSON must escape and nested payloads: still the same bytes', async () => {
  const [id] = await allIds();
  const odd = 'quote " backslash \\ tab \t newline \n cr \r ctrl \u0001\u001f slash / </script> line sep \u2028 é 😀 ';
  await db.query('update jobs set title = $1, job_description = $2, delivery_to_address = $3 where id = $4', [odd, `${odd}: x, y`, '', id]);
  await db.query(
    `insert into job_actions (job_id, action, details, payload) values
       ($1, 'update_price', $2, $3::jsonb), ($1, 'post', null, $4::jsonb), ($1, 'post', null, 'null'::jsonb)`,
    [id, odd, JSON.stringify({ b: [1, 2.5, -3, { c: 'x: y, z', d: odd }], a: null, t: true, e: {}, l: [] }), JSON.stringify('a string: , payload')],
  );
  const [[text, expected]] = (await bothPaths([id!])) as [[string, string]];
  expect(text).toContain('"title":"quote \\" backslash');
  expect(text).toBe(expected);
});

test('a page of jobs (pageJobsJson: its ids with versions, then the texts): the texts of its ids loaded alone, pages read from either end', async () => {
  let reversed = 0;
  for (const status of [undefined, 'completed']) {
    const where = new SqlWhere();
    if (status) where.and('j.status = ?', status);
    const [{ n: total }] = (await db.query<{ n: number }>(`select count(*)::int as n from jobs j ${where.sql}`, where.params)) as [{ n: number }];
    expect(total).toBeGreaterThan(7);
    const size = 3;
    const last = Math.ceil(total / size);
    for (const page of [1, 2, last - 1, last, last + 1]) {
      const request = { page, size, unpaginated: false };
      const idPage = idPageSql(jobIdPage(where), request, total);
      if (idPage?.reversed) reversed++;
      const ids = await pageIds(db, jobIdPage(where), request, total);
      expect({ status, page, texts: (await pageJobsJson(db, idPage)).map((row) => row.json) }).toEqual({ status, page, texts: await loadJobsJson(db, ids) });
    }
  }
  expect(reversed).toBeGreaterThan(0);
});
