import {
  businessOnboardingInputSchema,
  calls,
  individualOnboardingInputSchema,
  onboardingMessages,
  type BusinessOnboardingInput,
  type IndividualOnboardingInput,
} from '../contract';
import { insertJobCategory, insertProvider, userIdByEmail } from '../applications/test-fixtures';
import { contractData, errorBody, issuesByField } from '../testing/expect-contract';
import { expectPagesOfWhole } from '../testing/page-slices';
import { type Session, startTestApp, type TestApp } from '../testing/test-app';
import { createOnboardingRepository } from './onboarding-repository';

let t: TestApp;
let admin: Session;
let provider: Session;
let adminId: number;
let now = Date.parse('2026-03-10T08:00:00.000Z');
let plumbing: number;
let electrical: number;

beforeAll(async () => {
  t = await startTestApp({ clock: () => now });
  admin = await t.login('admin');
  provider = await t.login('provider');
  adminId = await userIdByEmail(t.db, 'admin@example.com');
  plumbing = await insertJobCategory(t.db, 'Qzonb Plumbing');
  electrical = await insertJobCategory(t.db, 'Qzonb Electrical');
});
afterAll(() => t.close());

const individual = (over: Partial<IndividualOnboardingInput> = {}): IndividualOnboardingInput => ({
  full_name: 'Qzonb Aminath Rasheed',
  display_name: 'Aminath R.',
  date_of_birth: '1992-04-18',
  id_type: 'nid',
  id_number: 'A123456',
  phone_number: '+9607712345',
  email: 'aminath.qzonb@example.mv',
  island: 'Hulhumalé',
  street: 'Nirolhu Magu',
  house_no: 'Lot 10234',
  service_categories: [plumbing],
  specific_skills: ['Pipe fitting', 'Water heaters'],
  pricing_type: 'hourly',
  service_areas: ['Malé', 'Hulhumalé'],
  availability_days: ['sunday', 'monday'],
  availability_times: ['08:00-17:00'],
  has_vehicle: true,
  vehicle_type: 'Motorcycle',
  vehicle_plate_number: 'P-4521',
  bank_name: 'Bank of Maldives',
  account_number: '7730000123456',
  account_holder_name: 'Aminath Rasheed',
  ...over,
});

const business = (over: Partial<BusinessOnboardingInput> = {}): BusinessOnboardingInput => ({
  business_name: 'Qzonb Reef Logistics Pvt Ltd',
  business_registration_no: 'C-0456/2019',
  business_type: 'Private limited company',
  contact_person_name: 'Hassan Waheed',
  contact_person_designation: 'Operations Manager',
  phone_number: '+9607654321',
  email: 'ops.qzonb@reeflogistics.mv',
  office_island: 'Malé',
  office_street: 'Orchid Magu',
  office_address: 'H. Orchid View, 3rd floor',
  service_categories: [plumbing, electrical],
  team_size: 12,
  has_fleet: true,
  fleet_size: 4,
  vehicle_types: ['Pickup', 'Van'],
  vehicle_plate_numbers: ['P-1001', 'P-1002'],
  trade_licenses: ['TL-2021-889'],
  insurance: 'Allied Insurance, policy 55-1200',
  bank_name: 'Maldives Islamic Bank',
  account_number: '90101480012345',
  account_holder_name: 'Reef Logistics Pvt Ltd',
  preferred_payment_cycle: 'monthly',
  ...over,
});

const repo = { individual: () => createOnboardingRepository(t.db, 'individual'), business: () => createOnboardingRepository(t.db, 'business') };
const get = async (kind: 'individual' | 'business', query: string) => {
  const res = await t.request({ method: 'GET', url: `/api/v1/service-provider/onboarding/${kind}/list?${query}` }, admin);
  expect(res.statusCode).toBe(200);
  return res;
};
const list = async (_kind: 'individual', query: string) => contractData(calls.listIndividualOnboardings, await get('individual', query));
const listBusiness = async (query: string) => contractData(calls.listBusinessOnboardings, await get('business', query));
const decide = (kind: 'individual' | 'business', payload: object) =>
  t.request({ method: 'POST', url: `/api/v1/service-provider/onboarding/${kind}/decision`, payload }, admin);

describe('submission (provider)', () => {
  test('unknown job category or document: 400 on the field', async () => {
    const category = await t.request(
      { method: 'POST', url: '/api/v1/service-provider/onboarding-submission/business', payload: business({ service_categories: [999999] }) },
      provider,
    );
    expect(category.statusCode).toBe(400);
    expect(issuesByField(category)).toEqual({ service_categories: ['A selected job category does not exist'] });
    const document = await t.request(
      { method: 'POST', url: '/api/v1/service-provider/onboarding-submission/individual', payload: individual({ national_id_document_id: 999999 }) },
      provider,
    );
    expect(document.statusCode).toBe(400);
    expect(issuesByField(document)).toEqual({ national_id_document_id: ['The selected document does not exist'] });
  });

  test('individual: 201, pending, the caller as user, categories named, no decisions', async () => {
    const res = await t.request({ method: 'POST', url: '/api/v1/service-provider/onboarding-submission/individual', payload: individual() }, provider);
    expect(res.statusCode).toBe(201);
    expect(res.json().title).toBe('Onboarding request submitted');
    const request = contractData(calls.submitIndividualOnboarding, res);
    const { service_categories: _, ...echoed } = individual();
    expect(request).toMatchObject({
      ...echoed,
      status: 'pending',
      user: { email: 'provider@example.com' },
      decisions: [],
      created_at: new Date(now).toISOString(),
    });
    expect(request.serviceCategories).toEqual([{ id: plumbing, name: 'Qzonb Plumbing' }]);

    const again = await t.request({ method: 'POST', url: '/api/v1/service-provider/onboarding-submission/individual', payload: individual() }, provider);
    expect(again.statusCode).toBe(409);
    expect(errorBody(again).title).toBe('Onboarding request already pending');
  });

  test('business: 201 with every field; defaults for the optional lists', async () => {
    const res = await t.request({ method: 'POST', url: '/api/v1/service-provider/onboarding-submission/business', payload: business() }, provider);
    expect(res.statusCode).toBe(201);
    const request = contractData(calls.submitBusinessOnboarding, res);
    expect(request).toMatchObject({
      business_name: 'Qzonb Reef Logistics Pvt Ltd',
      status: 'pending',
      service_areas: [],
      availability_days: [],
      pricing_type: null,
    });
    expect(request.serviceCategories.map((c) => c.name)).toEqual(['Qzonb Electrical', 'Qzonb Plumbing']);
  });
});

describe('validation (spec §5 messages)', () => {
  const submit = (kind: 'individual' | 'business', payload: object) =>
    t.request({ method: 'POST', url: `/api/v1/service-provider/onboarding-submission/${kind}`, payload }, provider);

  test('individual: every required field missing', async () => {
    const res = await submit('individual', {});
    expect(res.statusCode).toBe(400);
    expect(issuesByField(res)).toEqual({
      full_name: ['Full name is required'],
      display_name: ['Display name is required'],
      id_type: ['Please Select a value'],
      id_number: ['ID number is required'],
      phone_number: ['Phone number is required'],
      email: ['Invalid email address'],
      island: ['Island is required'],
      street: ['Required'],
      house_no: ['Required'],
      bank_name: ['Bank name must be at least 3 characters'],
      account_number: ['Account number must be at least 3 characters'],
      account_holder_name: ['Account holder name must be at least 3 characters'],
    });
  });

  test('the exact spec wording', () => {
    expect(Object.values(onboardingMessages).sort()).toEqual([
      'Account holder name must be at least 3 characters',
      'Account number must be at least 3 characters',
      'Bank name must be at least 3 characters',
      'Display name is required',
      'Full name is required',
      'ID number is required',
      'Island is required',
      'Phone number is required',
    ]);
  });

  test('individual: blank text, short bank fields, bad e-mail, phone and id type', async () => {
    const res = await submit(
      'individual',
      individual({
        full_name: '   ',
        display_name: '',
        id_number: ' ',
        street: '  ',
        house_no: '',
        island: ' ',
        email: 'not-an-email',
        phone_number: '12345',
        id_type: 'licence' as never,
        bank_name: 'BM',
        account_number: '12',
        account_holder_name: 'A ',
      }),
    );
    expect(issuesByField(res)).toEqual({
      full_name: ['Full name is required'],
      display_name: ['Display name is required'],
      id_type: ['Please Select a value'],
      id_number: ['ID number is required'],
      phone_number: ['Enter a Maldivian phone number (+960 and 7 digits)'],
      email: ['Invalid email address'],
      island: ['Island is required'],
      street: ['Required'],
      house_no: ['Required'],
      bank_name: ['Bank name must be at least 3 characters'],
      account_number: ['Account number must be at least 3 characters'],
      account_holder_name: ['Account holder name must be at least 3 characters'],
    });
  });

  test.each(['nid', 'passport', 'workpermit'] as const)('id_type %s is accepted by the schema', (idType) => {
    expect(individualOnboardingInputSchema.safeParse(individual({ id_type: idType })).success).toBe(true);
  });

  test('business: Required for name, registration, type, contact person and designation; bank rules', async () => {
    const res = await submit('business', {
      business_name: ' ',
      phone_number: '+9607654321',
      email: 'a@b.mv',
      bank_name: 'x',
      account_number: '',
      account_holder_name: 'ab',
    });
    expect(issuesByField(res)).toEqual({
      business_name: ['Required'],
      business_registration_no: ['Required'],
      business_type: ['Required'],
      contact_person_name: ['Required'],
      contact_person_designation: ['Required'],
      bank_name: ['Bank name must be at least 3 characters'],
      account_number: ['Account number must be at least 3 characters'],
      account_holder_name: ['Account holder name must be at least 3 characters'],
    });
  });

  test('unknown keys are refused (no mass assignment of status)', async () => {
    const res = await submit('individual', { ...individual(), status: 'approved' });
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).result?.issues).toEqual([expect.objectContaining({ path: [], code: 'unrecognized_keys' })]);
  });
});

describe('admin list', () => {
  let ids: number[];
  beforeAll(async () => {
    ids = [];
    for (const [i, name] of ['Qzlist Mohamed Naseem', 'Qzlist Fathimath Shifa', 'Qzlist Ahmed Rilwan', 'Qzlist Aishath Leena', 'Qzlist Ali Shiyam'].entries()) {
      const userId = await insertProvider(t.db, `${name} user`);
      const at = new Date(Date.parse('2026-01-01T00:00:00Z') + i * 3600_000);
      const request = await repo
        .individual()
        .create(
          { ...individualOnboardingInputSchema.parse(individual({ full_name: name, email: `qzlist${i}@example.mv`, id_number: `QZ${i}00${i}` })) },
          userId,
          at,
        );
      ids.push(request.id);
    }
    await repo.individual().decide(ids[1]!, 'approve', undefined, adminId, new Date('2026-01-02T00:00:00Z'));
    await repo.individual().decide(ids[2]!, 'reject', 'ID photo unreadable', adminId, new Date('2026-01-02T00:00:00Z'));
  });

  test('newest first, with user, categories and decisions; every answer fits the contract', async () => {
    const { items, pagination } = await list('individual', 'search=qzlist&size=2');
    expect(pagination).toEqual({ next_page: 2, previous_page: null, total_pages: 3, total_items: 5, record_count: 2, current_page: 1 });
    expect(items.map((o) => o.full_name)).toEqual(['Qzlist Ali Shiyam', 'Qzlist Aishath Leena']);
    expect(items[0]).toMatchObject({
      status: 'pending',
      user: { name: 'Qzlist Ali Shiyam user' },
      date_of_birth: '1992-04-18',
      serviceCategories: [{ name: 'Qzonb Plumbing' }],
    });
  });

  test('by status alone: the total is the number of requests in it, and the pages are slices of the whole list', async () => {
    const listOf = (kind: 'individual' | 'business', query: string) => (kind === 'individual' ? list(kind, query) : listBusiness(query));
    for (const kind of ['individual', 'business'] as const) {
      const counts = await t.db.query<{ status: string; n: number }>(`select status, count(*)::int as n from ${kind}_onboardings group by status`);
      expect(counts.find((c) => c.status === 'pending')!.n).toBeGreaterThan(2);
      for (const status of ['pending', 'approved', 'rejected']) {
        const whole = (await listOf(kind, `status=${status}&unpaginated=true`)).items;
        expect({ kind, status, n: whole.length, others: whole.filter((o) => o.status !== status) }).toEqual({
          kind,
          status,
          n: counts.find((c) => c.status === status)?.n ?? 0,
          others: [],
        });
        await expectPagesOfWhole(
          `${kind} ${status}`,
          whole.map((o) => o.id),
          2,
          (page, size) => listOf(kind, `status=${status}&size=${size}&page=${page}`),
        );
      }
    }
  });

  test('pagination edges: last page, beyond, unpaginated', async () => {
    expect((await list('individual', 'search=qzlist&size=2&page=3')).pagination).toMatchObject({ record_count: 1, next_page: null, previous_page: 2 });
    const beyond = await list('individual', 'search=qzlist&size=2&page=9');
    expect(beyond.items).toEqual([]);
    expect(beyond.pagination).toMatchObject({ previous_page: 3, next_page: null, current_page: 9 });
    expect((await list('individual', 'search=qzlist&unpaginated=true')).items).toHaveLength(5);
    expect((await list('individual', 'search=no-such-applicant')).pagination).toMatchObject({ total_items: 0, total_pages: 0 });
  });

  test('search by name, e-mail, id number or the user; status filter', async () => {
    const names = async (q: string) => (await list('individual', q)).items.map((o) => o.full_name);
    expect(await names('search=QZLIST FATHIMATH')).toEqual(['Qzlist Fathimath Shifa']);
    expect(await names('search=qzlist3@')).toEqual(['Qzlist Aishath Leena']);
    expect(await names('search=QZ4004')).toEqual(['Qzlist Ali Shiyam']);
    expect(await names('search=rilwan user')).toEqual(['Qzlist Ahmed Rilwan']);
    expect(await names('search=qzlist&status=approved')).toEqual(['Qzlist Fathimath Shifa']);
    expect(await names('search=qzlist&status=rejected')).toEqual(['Qzlist Ahmed Rilwan']);
    expect((await list('individual', 'search=qzlist&status=pending')).pagination.total_items).toBe(3);
    const bad = await t.request({ method: 'GET', url: '/api/v1/service-provider/onboarding/individual/list?status=done' }, admin);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(issuesByField(bad))).toEqual(['status']);
  });

  test('business list: search by business name, registration number and contact person', async () => {
    const userId = await insertProvider(t.db, 'Qzbiz owner');
    await repo
      .business()
      .create(
        businessOnboardingInputSchema.parse(
          business({ business_name: 'Qzbiz Atoll Movers', business_registration_no: 'C-7788/2020', contact_person_name: 'Ibrahim Qzcontact' }),
        ),
        userId,
        new Date(now),
      );
    const names = async (q: string) => (await listBusiness(q)).items.map((o) => o.business_name);
    expect(await names('search=atoll movers')).toEqual(['Qzbiz Atoll Movers']);
    expect(await names('search=C-7788')).toEqual(['Qzbiz Atoll Movers']);
    expect(await names('search=qzcontact&status=pending')).toEqual(['Qzbiz Atoll Movers']);
    expect(await names('search=qzcontact&status=approved')).toEqual([]);
  });
});

describe('decisions', () => {
  const pending = async (kind: 'individual' | 'business', name: string) => {
    const userId = await insertProvider(t.db, name);
    const input =
      kind === 'individual'
        ? individualOnboardingInputSchema.parse(individual({ full_name: name }))
        : businessOnboardingInputSchema.parse(business({ business_name: name }));
    const request = await (kind === 'individual'
      ? repo.individual().create(input as never, userId, new Date(now))
      : repo.business().create(input as never, userId, new Date(now)));
    return { id: request.id, userId };
  };
  const kindOf = async (userId: number) =>
    (await t.db.query<{ provider_kind: string | null }>('select provider_kind from users where id = $1', [userId]))[0]!.provider_kind;

  test('approve: status, decision with admin and time, toast; the provider becomes an individual provider', async () => {
    const { id, userId } = await pending('individual', 'Qzdec Approve Me');
    now += 60_000;
    const res = await decide('individual', { id, action: 'approve', remarks: '  Documents verified  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().title).toBe('Onboarding request approved');
    const request = contractData(calls.decideIndividualOnboarding, res);
    expect(request.status).toBe('approved');
    expect(request.decisions).toEqual([
      {
        id: expect.any(Number),
        action: 'approve',
        remarks: 'Documents verified',
        created_at: new Date(now).toISOString(),
        decidedBy: expect.objectContaining({ id: adminId, email: 'admin@example.com' }),
      },
    ]);
    expect(request.updated_at).toBe(new Date(now).toISOString());
    expect(await kindOf(userId)).toBe('individual');
  });

  test('reject without remarks (body has no remarks): remarks null; kind unchanged', async () => {
    const { id, userId } = await pending('business', 'Qzdec Reject Me');
    const res = await decide('business', { id, action: 'reject' });
    expect(res.statusCode).toBe(200);
    expect(res.json().title).toBe('Onboarding request rejected');
    const request = contractData(calls.decideBusinessOnboarding, res);
    expect(request).toMatchObject({ status: 'rejected', decisions: [{ action: 'reject', remarks: null }] });
    expect(await kindOf(userId)).toBeNull();
  });

  test('business approval makes a business provider (billed by transfer sheets)', async () => {
    const { id, userId } = await pending('business', 'Qzdec Business');
    expect((await decide('business', { id, action: 'approve' })).statusCode).toBe(200);
    expect(await kindOf(userId)).toBe('business');
  });

  test.each(['approve', 'reject'] as const)('deciding an already decided request (%s): 409, nothing recorded', async (action) => {
    const { id } = await pending('individual', `Qzdec Twice ${action}`);
    expect((await decide('individual', { id, action: 'reject', remarks: 'first' })).statusCode).toBe(200);
    const res = await decide('individual', { id, action, remarks: 'second' });
    expect(res.statusCode).toBe(409);
    expect(errorBody(res)).toMatchObject({ title: 'Onboarding request already decided', description: expect.stringContaining('already rejected') });
    expect((await repo.individual().find(id))!.decisions.map((d) => d.remarks)).toEqual(['first']);
  });

  test('concurrent decisions: exactly one wins', async () => {
    const { id } = await pending('business', 'Qzdec Race');
    const results = await Promise.all([decide('business', { id, action: 'approve' }), decide('business', { id, action: 'reject' })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await repo.business().find(id))!.decisions).toHaveLength(1);
  });

  test('the kinds are separate: an individual id on the business decision is not found', async () => {
    const [row] = await t.db.query<{ id: number }>('select coalesce(max(id), 0) + 1000 as id from business_onboardings');
    const res = await decide('business', { id: row!.id, action: 'approve' });
    expect(res.statusCode).toBe(404);
    expect(errorBody(res).title).toBe('Onboarding request not found');
  });

  test('validation: action values, id, unknown keys', async () => {
    const bad = await decide('individual', { id: 'x', action: 'accept' });
    expect(bad.statusCode).toBe(400);
    expect(issuesByField(bad)).toEqual({ id: ['Please Select a value'], action: [expect.stringContaining('approve')] });
    const extra = await decide('individual', { id: 1, action: 'approve', status: 'approved' });
    expect(extra.statusCode).toBe(400);
  });
});
