import { businessOnboardingInputSchema, calls, individualOnboardingInputSchema, onboardingMessages } from '../contract';
import { contractData, errorBody, issuesByField } from '../testing/expect-contract';
import { type OnboardingApp, startOnboardingApp } from './onboarding-test-app';
import { insertProvider } from '../applications/test-fixtures';

let now = Date.parse('2026-03-10T08:00:00.000Z');
let t: OnboardingApp['t'];
let provider: OnboardingApp['provider'];
let adminId: OnboardingApp['adminId'];
let plumbing: OnboardingApp['plumbing'];
let individual: OnboardingApp['individual'];
let business: OnboardingApp['business'];
let repo: OnboardingApp['repo'];
let decide: OnboardingApp['decide'];
beforeAll(async () => {
  ({ t, provider, adminId, plumbing, individual, business, repo, decide } = await startOnboardingApp(() => now));
});
afterAll(() => t.close());

/** A stored document of the given type, as an upload would have recorded it. */
async function insertDocument(mime: string, name: string): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(
    `insert into documents (file_original_name, file_size, mime, storage_name) values ($1, 2048, $2, $1) returning id`,
    [name, mime],
  );
  return row!.id;
}

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

  test('a profile picture that is not a png or a jpeg: 400 on that field (spec §5)', async () => {
    for (const [mime, name] of [
      ['application/pdf', 'qzonb-portrait.pdf'],
      ['image/webp', 'qzonb-portrait.webp'],
    ]) {
      const picture = await insertDocument(mime!, name!);
      const res = await t.request(
        { method: 'POST', url: '/api/v1/service-provider/onboarding-submission/individual', payload: individual({ profile_picture_document_id: picture }) },
        provider,
      );
      expect(res.statusCode).toBe(400);
      expect(issuesByField(res)).toEqual({ profile_picture_document_id: ['Only .png and .jpeg images are allowed'] });
    }
  });

  test('individual: 201, pending, the caller as user, categories named, no decisions', async () => {
    const picture = await insertDocument('image/jpeg', 'qzonb-portrait.jpg');
    const payload = individual({ profile_picture_document_id: picture });
    const res = await t.request({ method: 'POST', url: '/api/v1/service-provider/onboarding-submission/individual', payload }, provider);
    expect(res.statusCode).toBe(201);
    expect(res.json().title).toBe('Onboarding request submitted');
    const request = contractData(calls.submitIndividualOnboarding, res);
    const { service_categories: _, ...echoed } = payload;
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
