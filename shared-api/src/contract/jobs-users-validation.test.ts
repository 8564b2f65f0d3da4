import { customerSignupSchema, userCreateSchema, userUpdateSchema, vendorSignupSchema } from './users';
import { jobCategoryInputSchema, jobSubcategoryInputSchema, documentTypeDropdownQuerySchema } from './catalog';
import {
  customerJobInputSchema,
  jobEstimatedDeliverySchema,
  jobListQuerySchema,
  jobOtpSchema,
  jobReviewInputSchema,
  jobUpdatePriceSchema,
  providerOfferJobInputSchema,
} from './jobs';
import { jobChatInputSchema, jobMessageFieldsSchema, jobOfferInputSchema, negotiationOfferInputSchema } from './chats';
import { documentUploadFieldsSchema } from './documents';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('signup (spec §5)', () => {
  const valid = { name: 'Aishath', email: 'a@b.mv', phone_number: '7712345', password: 'Abc#1', confirm_password: 'Abc#1' };

  it('accepts a complete customer signup', () => {
    expect(customerSignupSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    ['abc#1', 'Password must contain an uppercase character.'],
    ['ABC#1', 'Password must contain a lowercase character.'],
    ['Abc#d', 'Password must contain a number character.'],
    ['Abcd1', 'Password must contain a special character.'],
  ])('password %s: %s', (password, message) => {
    expect(messagesOf(customerSignupSchema.safeParse({ ...valid, password, confirm_password: password }))).toEqual({ password: message });
  });

  it('minimums and mismatch message on confirm_password', () => {
    expect(messagesOf(customerSignupSchema.safeParse({ ...valid, name: 'A', email: 'x', phone_number: '123', confirm_password: 'Abc#2' }))).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Invalid email address',
      phone_number: 'Phone number must be at least 7 characters',
      confirm_password: 'Password and Confirm Password does not match.',
    });
  });

  it('vendor: referral_code nullable; customer: no referral_code', () => {
    expect(vendorSignupSchema.safeParse({ ...valid, referral_code: null }).success).toBe(true);
    expect(vendorSignupSchema.safeParse({ ...valid, referral_code: 'REF1' }).success).toBe(true);
    expect(customerSignupSchema.safeParse({ ...valid, referral_code: 'REF1' }).success).toBe(false);
  });
});

describe('admin users (spec §5)', () => {
  const valid = { type: 'ADMIN', name: 'Mariyam', email: 'm@x.mv', phone_number: '+9607700001', password: 'secret' };

  it('accepts, trimming the name', () => {
    expect(userCreateSchema.parse({ ...valid, name: '  Mariyam  ' }).name).toBe('Mariyam');
  });

  it('messages', () => {
    expect(messagesOf(userCreateSchema.safeParse({ ...valid, name: ' A ', email: 'no', phone_number: '+96077', password: '12345' }))).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Invalid email address',
      phone_number: 'Enter a Maldivian phone number (+960 and 7 digits)',
      password: 'Password must be at least 6 characters',
    });
    const phoneIssues = userCreateSchema.safeParse({ ...valid, phone_number: '+96077' }).error?.issues.map((i) => i.message);
    expect(phoneIssues).toEqual(['Phone number must be at least 10 characters', 'Enter a Maldivian phone number (+960 and 7 digits)']);
  });

  it.each(['+9617712345', '9607712345', '+96077123456', '+960771234a'])('phone %s is not Maldivian', (phone_number) => {
    expect(messagesOf(userCreateSchema.safeParse({ ...valid, phone_number }))).toEqual({ phone_number: 'Enter a Maldivian phone number (+960 and 7 digits)' });
  });

  it('update: an empty password keeps the current one; provider_kind only for providers', () => {
    const { password: _, ...rest } = valid;
    expect(userUpdateSchema.parse({ ...rest, password: '' }).password).toBeUndefined();
    expect(messagesOf(userUpdateSchema.safeParse({ ...rest, provider_kind: 'business' }))).toEqual({
      provider_kind: 'Only service providers have a provider kind',
    });
    expect(userUpdateSchema.safeParse({ ...rest, type: 'SERVICE_PROVIDER', provider_kind: 'business' }).success).toBe(true);
  });
});

describe('catalog (spec §5)', () => {
  it('job category: name at least 2, document ids are numbers, active boolean', () => {
    expect(messagesOf(jobCategoryInputSchema.safeParse({ name: 'x', document_id_list: ['a'], active: 'yes' }))).toEqual({
      name: 'Name must be at least 2 characters',
      'document_id_list.0': 'Please Select a value',
      active: 'Invalid input: expected boolean, received string',
    });
    expect(jobCategoryInputSchema.parse({ name: 'Plumbing' })).toEqual({ name: 'Plumbing', document_id_list: [], active: true });
  });

  it('subcategory: category and workflow positive', () => {
    expect(messagesOf(jobSubcategoryInputSchema.safeParse({ name: 'Pipes', job_category_id: 0 }))).toEqual({
      job_category_id: 'Please Select a value',
      workflow_id: 'Please Select a value',
    });
  });

  it('document type dropdown: slug list as comma list or repeated', () => {
    expect(documentTypeDropdownQuerySchema.parse({ slug: 'a, b' }).slug).toEqual(['a', 'b']);
    expect(documentTypeDropdownQuerySchema.parse({ slug: ['a', 'c'] }).slug).toEqual(['a', 'c']);
  });
});

describe('jobs (spec §5)', () => {
  const job = { title: 'Fix the sink', job_description: 'Leaking pipe', job_subcategory_id: '3', job_type: 'regular' };

  it('customer job: multipart text is coerced', () => {
    expect(customerJobInputSchema.parse({ ...job, job_estimated_budget: '15000', save_as_draft: 'true', business_location_id: '' })).toMatchObject({
      job_subcategory_id: 3,
      job_estimated_budget: 15000,
      save_as_draft: true,
      business_location_id: undefined,
    });
  });

  it("title at least 4, 'null' and 'undefined' count as empty", () => {
    for (const title of ['abc', 'null', 'undefined', undefined]) {
      expect(messagesOf(customerJobInputSchema.safeParse({ ...job, title }))).toEqual({ title: 'Title must be at least 4 characters' });
    }
    expect(messagesOf(customerJobInputSchema.safeParse({ ...job, job_description: 'abcd', job_subcategory_id: '0', job_type: 'slow' }))).toEqual({
      job_description: 'Job description must be at least 5 characters',
      job_subcategory_id: 'Please Select a value',
      job_type: 'Please Select a value',
    });
  });

  it('provider offer: delivery jobs need item type, drop-off island and address', () => {
    expect(messagesOf(providerOfferJobInputSchema.safeParse({ ...job, job_type: 'delivery', customer_id: '4' }))).toEqual({
      delivery_item_type: 'Please Select a value',
      delivery_to_island_id: 'Please Select a value',
      delivery_to_address: 'Please provide the drop-off address',
    });
    expect(providerOfferJobInputSchema.safeParse({ ...job, customer_id: '4' }).success).toBe(true);
  });

  it('otp, price, estimated delivery, review', () => {
    expect(messagesOf(jobOtpSchema.safeParse({ otp: '12345' }))).toEqual({ otp: 'OTP must be at least 6 characters' });
    expect(messagesOf(jobUpdatePriceSchema.safeParse({ job_id: 0, price: 0 }))).toEqual({
      job_id: 'Job must be greater than 0',
      price: 'Price must be greater than 0',
    });
    expect(jobEstimatedDeliverySchema.safeParse({ date_of_delivery: '2026-12-01' }).success).toBe(true);
    expect(messagesOf(jobEstimatedDeliverySchema.safeParse({ date_of_delivery: 'soon' }))).toEqual({ date_of_delivery: 'Enter a valid date' });
    expect(messagesOf(jobReviewInputSchema.safeParse({ job_id: 1, description: 'ok', rating: 0 }))).toEqual({
      description: 'Description must be at least 3 characters',
      rating: 'Rating must be greater than 0',
    });
    expect(messagesOf(jobReviewInputSchema.safeParse({ job_id: 1, description: 'Great', rating: 6 }))).toEqual({ rating: 'Rating must be at most 5' });
  });

  it('GET /jobs: status and jobIdList as comma lists', () => {
    expect(jobListQuerySchema.parse({ status: 'posted,completed', jobIdList: '3, 4' })).toMatchObject({ status: ['posted', 'completed'], jobIdList: [3, 4] });
    expect(jobListQuerySchema.safeParse({ status: 'posted,lost' }).success).toBe(false);
  });
});

describe('chats and documents (spec §5)', () => {
  it('chat: title at least 2, details at least 5; message trimmed, at least 1 when present', () => {
    expect(messagesOf(jobChatInputSchema.safeParse({ job_id: 1, title: 'a', details: 'abcd' }))).toEqual({
      title: 'Title must be at least 2 characters',
      details: 'Details must be at least 5 characters',
    });
    expect(messagesOf(jobMessageFieldsSchema.safeParse({ chat_id: '1', message: '   ' }))).toEqual({ message: 'Message is required' });
    expect(jobMessageFieldsSchema.parse({ chat_id: '1', message: ' hi ' }).message).toBe('hi');
  });

  it('offers: amount greater than 1, description at least 5; negotiation budget greater than 0', () => {
    expect(messagesOf(jobOfferInputSchema.safeParse({ chat_id: 1, message: '', amount: 1, description: 'abc' }))).toEqual({
      message: 'Message is required',
      amount: 'Amount must be greater than 1',
      description: 'Description must be at least 5 characters',
    });
    expect(messagesOf(negotiationOfferInputSchema.safeParse({ negotiation_id: 1, title: 'x', details: 'abcd', job_estimated_budget: 0 }))).toEqual({
      title: 'Title must be at least 2 characters',
      details: 'Details must be at least 5 characters',
      job_estimated_budget: 'Budget must be greater than 0',
    });
  });

  it('upload fields: relation name and id come together', () => {
    expect(documentUploadFieldsSchema.parse({ relation_name: 'job', relation_id: '7' })).toMatchObject({ relation_name: 'job', relation_id: 7 });
    expect(messagesOf(documentUploadFieldsSchema.safeParse({ relation_name: 'job' }))).toEqual({ relation_id: 'Please Select a value' });
  });
});
