import { type CallDef, calls, EXPORT_CALLS, EXPORT_COLUMNS, LIST_CALLS, type ExportColumn, type ExportedList } from '../contract';
import { contractData, issuesByField } from '../testing/expect-contract';
import { type Session, startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

/** RFC 4180 rows of a CSV text (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') row.push(cell), (cell = '');
    else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell), rows.push(row), (row = []), (cell = ''), i++;
    } else cell += c;
  }
  return rows;
}

const exportOf = (url: string) => t.request({ method: 'GET', url: `/api/v1/exports/${url}` }, admin);

describe('GET /exports/<list>', () => {
  test('the jobs file holds the list call rows for the same query, with a BOM, money from cents and Maldives time', async () => {
    const res = await exportOf('jobs?status=posted,in-progress,completed&columns=id,title,job_estimated_budget,created_at');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(res.body.slice(1));
    expect(header).toEqual(['ID', 'Title', 'Budget (MVR)', 'Created (Maldives time, UTC+05:00)']);
    const page = contractData(
      calls.listJobs,
      await t.request({ method: 'GET', url: '/api/v1/jobs?status=posted,in-progress,completed&unpaginated=true' }, admin),
    );
    expect(page.items.length).toBeGreaterThan(0);
    expect(rows.map((r) => Number(r[0]))).toEqual(page.items.map((j) => j.id));
    const first = page.items[0]!;
    const budget = first.job_estimated_budget;
    expect(rows[0]![2]).toBe(budget === null ? '' : `${Math.trunc(budget / 100)}.${String(Math.abs(budget) % 100).padStart(2, '0')}`);
    const created = new Date(new Date(first.created_at).getTime() + 5 * 3600_000).toISOString();
    expect(rows[0]![3]).toBe(`${created.slice(0, 10)} ${created.slice(11, 16)}`);
  });

  test('atolls: search applies, a formula-looking cell is defused, and one audit event records the export', async () => {
    const created = await t.request({ method: 'POST', url: '/api/v1/atoll/create', payload: { name: '=HYPERLINK("x")', code: 'EXQ1' } }, admin);
    expect(created.statusCode).toBe(201);
    const res = await exportOf('atolls?search=EXQ1');
    expect(res.statusCode).toBe(200);
    expect(parseCsv(res.body.slice(1))).toEqual([
      ['Name', 'Code', 'Province'],
      [`'=HYPERLINK("x")`, 'EXQ1', ''],
    ]);
    const [event] = await t.db.query<{ action: string; entity_type: string; entity_id: string; changes: Record<string, { after: unknown }> }>(
      `select action, entity_type, entity_id, changes from audit_events where operation = 'exportAtolls' order by id desc limit 1`,
    );
    expect(event).toMatchObject({ action: 'export', entity_type: 'list', entity_id: 'atolls' });
    expect(event!.changes.rows!.after).toBe(1);
    expect(event!.changes.filters!.after).toEqual({ search: 'EXQ1' });
  });

  test('a selection exports only its ids; an unknown column and a bad filter are 400 on their field', async () => {
    const page = contractData(calls.listTickets, await t.request({ method: 'GET', url: '/api/v1/tickets?size=3' }, admin));
    expect(page.items.length).toBeGreaterThanOrEqual(2);
    const ids = page.items.slice(0, 2).map((x) => x.id);
    const res = await exportOf(`tickets?ids=${ids.join(',')}&columns=reference_no`);
    expect(parseCsv(res.body.slice(1))).toEqual([['Reference'], ...page.items.slice(0, 2).map((x) => [x.reference_no])]);
    const unknown = await exportOf('tickets?columns=nope');
    expect(unknown.statusCode).toBe(400);
    expect(issuesByField(unknown)).toEqual({ columns: ['Unknown column: nope'] });
    expect((await exportOf('tickets?status=nope')).statusCode).toBe(400);
  });

  // Every list screen's export: the same rows as its list call, in its order, under its columns.
  test.each(Object.keys(EXPORT_CALLS) as ExportedList[])("%s: the file has the list call's rows, in its order, under the declared titles", async (list) => {
    const listCall = LIST_CALLS[list] as CallDef;
    const page = (await t.request({ method: 'GET', url: `/api/v1${listCall.path}?page=1&size=100` }, admin)).json() as {
      data: { items: Record<string, unknown>[]; pagination: { total_items: number } };
    };
    const res = await exportOf(list);
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = parseCsv(res.body.slice(1));
    const columns = EXPORT_COLUMNS[list] as readonly ExportColumn[];
    expect(header).toEqual(columns.map((c) => c.title));
    expect(rows).toHaveLength(page.data.pagination.total_items);
    const first = columns[0]!;
    if (first.kind === 'text' && page.data.items.length > 0) {
      const expected = page.data.items.map((item) => String((first.value ? first.value(item as never) : item[first.key]) ?? ''));
      expect(rows.slice(0, expected.length).map((r) => r[0]!.replace(/^'/, ''))).toEqual(expected);
    }
  });
});
