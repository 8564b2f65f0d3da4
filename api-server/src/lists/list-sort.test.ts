import {
  applicationSorts,
  atollSorts,
  auditEventSorts,
  businessLocationSorts,
  type CallDef,
  calls,
  deliverySlotSorts,
  distanceAddonSorts,
  islandSorts,
  jobCategorySorts,
  jobSorts,
  jobSubcategorySorts,
  onboardingSorts,
  packageConfigSorts,
  ticketCategorySorts,
  ticketSorts,
  ticketSubcategorySorts,
  transferSheetItemSorts,
  transferSheetSorts,
  userSorts,
} from '../contract';
import { insertAuditEvent } from '../audit/audit-event-repository';
import { contractData, issuesByField } from '../testing/expect-contract';
import { type Session, startTestApp, type TestApp } from '../testing/test-app';

// Sorting of every list (issue 35, `sort=field` / `sort=-field`) on the seed: each allowed field
// both ways orders the rows by that field (names case-insensitively, nulls last both ways), rows
// that tie by id in the same direction, and pages of a sort fit together; anything else is a 400
// on `sort`.

type Item = Record<string, unknown>;
/** How the test reads a sort field from an item: its kind, and where it is (a path or a function). */
type Read = [kind: 'name' | 'text' | 'number' | 'bool' | 'time', at: string | ((item: Item) => unknown)];

const path = (item: Item, at: string): unknown => at.split('.').reduce<unknown>((value, key) => (value as Item | null | undefined)?.[key], item);

/** The lists, each with the fields of its allow-list and how to read them. */
const LISTS: { name: string; call: CallDef; sorts: readonly string[]; reads: Record<string, Read>; path?: () => string }[] = [
  {
    name: 'jobs',
    call: calls.listJobs,
    sorts: jobSorts,
    reads: {
      id: ['number', 'id'],
      title: ['name', 'title'],
      status: ['text', 'status'],
      job_type: ['text', 'job_type'],
      job_estimated_budget: ['number', 'job_estimated_budget'],
      job_total_cost: ['number', 'job_total_cost'],
      created_at: ['time', 'created_at'],
    },
  },
  {
    name: 'job-categories',
    call: calls.listJobCategories,
    sorts: jobCategorySorts,
    reads: { name: ['name', 'name'], active: ['bool', 'active'], created_at: ['time', 'created_at'] },
  },
  {
    name: 'job-subcategories',
    call: calls.listJobSubcategories,
    sorts: jobSubcategorySorts,
    reads: { name: ['name', 'name'], category: ['name', 'jobCategory.name'], active: ['bool', 'active'], created_at: ['time', 'created_at'] },
  },
  {
    name: 'tickets',
    call: calls.listTickets,
    sorts: ticketSorts,
    reads: { reference_no: ['text', 'reference_no'], status: ['text', 'status'], created_at: ['time', 'created_at'] },
  },
  {
    name: 'ticket-categories',
    call: calls.listTicketCategories,
    sorts: ticketCategorySorts,
    reads: { title: ['name', 'title'], category_type: ['text', 'category_type'], active: ['bool', 'active'] },
  },
  {
    name: 'ticket-subcategories',
    call: calls.listTicketSubcategories,
    sorts: ticketSubcategorySorts,
    reads: { title: ['name', 'title'], category: ['name', 'ticketCategory.title'], active: ['bool', 'active'] },
  },
  { name: 'atolls', call: calls.listAtolls, sorts: atollSorts, reads: { name: ['name', 'name'], code: ['name', 'code'], province: ['name', 'province'] } },
  {
    name: 'islands',
    call: calls.listIslands,
    sorts: islandSorts,
    reads: { name: ['name', 'name'], atoll: ['name', 'atoll.name'], active: ['bool', 'active'] },
  },
  {
    name: 'business-locations',
    call: calls.listBusinessLocations,
    sorts: businessLocationSorts,
    reads: {
      name: ['name', 'name'],
      type: ['text', 'type'],
      road: ['name', 'road'],
      island: ['name', 'island.name'],
      active: ['bool', 'active'],
      created_at: ['time', 'created_at'],
    },
  },
  {
    name: 'delivery-slots',
    call: calls.listDeliverySlots,
    sorts: deliverySlotSorts,
    reads: {
      name: ['name', 'name'],
      duration: ['number', (slot) => (slot.unit_of_time === 'Hour' ? Number(slot.duration) * 60 : slot.duration)],
      active: ['bool', 'is_active'],
    },
  },
  {
    name: 'package-configs',
    call: calls.listPackageConfigs,
    sorts: packageConfigSorts,
    reads: { name: ['name', 'name'], weight: ['number', 'min_weight'], price: ['number', 'price'], active: ['bool', 'is_active'] },
  },
  {
    name: 'distance-addons',
    call: calls.listDeliveryDistanceAddons,
    sorts: distanceAddonSorts,
    reads: { from: ['name', 'fromIsland.name'], to: ['name', 'toIsland.name'], price: ['number', 'price'], active: ['bool', 'is_active'] },
  },
  {
    name: 'users',
    call: calls.listUsers,
    sorts: userSorts,
    reads: {
      name: ['name', 'name'],
      email: ['name', 'email'],
      phone_number: ['text', 'phone_number'],
      type: ['text', 'type'],
      created_at: ['time', 'created_at'],
    },
  },
  {
    name: 'individual-requests',
    call: calls.listIndividualOnboardings,
    sorts: onboardingSorts,
    reads: { status: ['text', 'status'], created_at: ['time', 'created_at'] },
  },
  {
    name: 'business-requests',
    call: calls.listBusinessOnboardings,
    sorts: onboardingSorts,
    reads: { status: ['text', 'status'], created_at: ['time', 'created_at'] },
  },
  { name: 'applications', call: calls.listApplications, sorts: applicationSorts, reads: { status: ['text', 'status'], created_at: ['time', 'created_at'] } },
  {
    name: 'activity',
    call: calls.listAuditEvents,
    sorts: auditEventSorts,
    reads: { occurred_at: ['time', 'occurred_at'], action: ['text', 'action'], entity_type: ['text', 'entity_type'] },
  },
  {
    name: 'transfer-sheets',
    call: calls.listTransferSheets,
    sorts: transferSheetSorts,
    reads: {
      batch_name: ['name', 'batch_name'],
      period: ['time', 'billing_period_start'],
      status: ['text', 'status'],
      items_count: ['number', 'items_count'],
      total_billed_amount: ['number', 'total_billed_amount'],
      total_paid_amount: ['number', 'total_paid_amount'],
      created_at: ['time', 'created_at'],
    },
  },
  {
    name: 'sheet-items',
    call: calls.transferSheetItems,
    sorts: transferSheetItemSorts,
    path: () => `/business-transfer-sheet/${busiestSheet}/items`,
    reads: {
      provider: ['name', 'billedServiceProvider.name'],
      jobs: ['number', 'total_jobs_count'],
      billed: ['number', 'billed_amount'],
      paid: ['number', 'paid_amount'],
      status: ['text', 'status'],
      overdue_at: ['time', 'overdue_at'],
    },
  },
];

let t: TestApp;
let admin: Session;
let busiestSheet = 0;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  const [sheet] = await t.db.query<{ id: number }>('select id from business_transfer_sheets order by items_count desc, id limit 1');
  busiestSheet = sheet!.id;
  // The activity list: a few events of different actions and records, two at the same instant.
  const event = (occurredAt: string, action: string, entityType: string) =>
    insertAuditEvent(t.db, {
      occurredAt,
      actorId: null,
      ip: null,
      method: 'PATCH',
      route: '/test',
      operation: 'test',
      action,
      entityType,
      entityId: '1',
      changes: {},
    });
  await event('2026-01-02T00:00:00.000Z', 'close', 'ticket');
  await event('2026-01-02T00:00:00.000Z', 'approve', 'user');
  await event('2026-01-01T00:00:00.000Z', 'close', 'atoll');
});
afterAll(() => t.close());

const get = (url: string) => t.request({ method: 'GET', url: `/api/v1${url}` }, admin);
const urlOf = (list: (typeof LISTS)[number]) => list.path?.() ?? list.call.path;

/** A comparable form of a value; null for a missing one. */
function key([kind]: Read, value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (kind === 'name') return String(value).toLowerCase();
  if (kind === 'text') return String(value);
  if (kind === 'bool') return value ? 1 : 0;
  if (kind === 'time') return Date.parse(String(value));
  return Number(value);
}
const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

/** Each neighbouring pair in order: the field in `direction` (nulls last), then the id the same way. */
function expectSorted(items: Item[], read: Read, descending: boolean, label: string) {
  const sign = descending ? -1 : 1;
  const at = (item: Item) => key(read, typeof read[1] === 'string' ? path(item, read[1]) : read[1](item));
  for (let i = 1; i < items.length; i++) {
    const [a, b] = [at(items[i - 1]!), at(items[i]!)];
    const byValue = a === null || b === null ? (a === null ? (b === null ? 0 : 1) : -1) : sign * compare(a, b);
    const order = byValue !== 0 ? byValue : sign * compare(Number(items[i - 1]!.id), Number(items[i]!.id));
    if (order >= 0) throw new Error(`${label}: row ${i - 1} (${a}, id ${items[i - 1]!.id}) comes before row ${i} (${b}, id ${items[i]!.id})`);
  }
}

describe.each(LISTS)('$name', (list) => {
  test('the allow-list names exactly the fields the test reads', () => {
    expect([...list.sorts].sort()).toEqual(Object.keys(list.reads).sort());
  });

  test.each(list.sorts.flatMap((field) => [field, `-${field}`]))('sort=%s orders the rows, ties by id', async (sort) => {
    const res = await get(`${urlOf(list)}?sort=${sort}&size=100`);
    expect(res.statusCode).toBe(200);
    const { items } = contractData(list.call, res) as { items: Item[] };
    // At least two rows, or the order proves nothing.
    expect(items.length).toBeGreaterThanOrEqual(2);
    const field = sort.replace(/^-/, '');
    expectSorted(items, list.reads[field]!, sort.startsWith('-'), `${list.name} ${sort}`);
  });

  test('pages of a sort fit together', async () => {
    const sort = `-${list.sorts[0]}`;
    const pages = await Promise.all([`size=10`, `size=5&page=1`, `size=5&page=2`].map((q) => get(`${urlOf(list)}?sort=${sort}&${q}`)));
    const [ten, first, second] = pages.map((res) => (contractData(list.call, res) as { items: Item[] }).items.map((item) => item.id));
    expect(ten!.length).toBeGreaterThanOrEqual(2);
    expect([...first!, ...second!]).toEqual(ten);
  });

  test.each(['nope', '-', '--name', 'id;drop table users'])('sort=%s is a 400 on sort', async (bad) => {
    const res = await get(`${urlOf(list)}?sort=${encodeURIComponent(bad)}`);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(issuesByField(res))).toEqual(['sort']);
  });
});
