import { calls } from '../contract';
import { contractData, errorBody, issuesByField, nameOrder } from '../testing/expect-contract';
import { type Session, startTestApp, type TestApp } from '../testing/test-app';
import { categorySeed, documentTypeSeed, workflowSeed } from './seed';

let t: TestApp;
let admin: Session;
let customer: Session;
let docIds: Record<string, number>;
let workflowIds: Record<string, number>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  customer = await t.login('customer');
  const types = contractData(calls.documentTypeDropdown, await t.request({ method: 'GET', url: '/api/v1/document-type/dropdown' }, admin));
  docIds = Object.fromEntries(types.map((d) => [d.slug, d.id]));
  const workflows = contractData(calls.workflowDropdown, await t.request({ method: 'GET', url: '/api/v1/workflow-dropdown-list' }, admin));
  workflowIds = Object.fromEntries(workflows.map((w) => [w.slug, w.id]));
});
afterAll(() => t.close());

const get = (url: string, session = admin) => t.request({ method: 'GET', url }, session);
const send = (method: 'POST' | 'PUT', url: string, payload: object) => t.request({ method, url, payload }, admin);

describe('job categories', () => {
  test('list: by name, with creator and required document types', async () => {
    const { items, pagination } = contractData(calls.listJobCategories, await get('/api/v1/job-categories?unpaginated=true'));
    expect(pagination.total_items).toBeGreaterThanOrEqual(categorySeed.length);
    expect(items.map((c) => c.name)).toEqual([...items.map((c) => c.name)].sort(nameOrder));
    const repairs = items.find((c) => c.name === 'Home Repairs')!;
    expect(repairs).toMatchObject({ active: true, user: { email: 'admin@example.com' } });
    expect(repairs.documentTypes.map((d) => d.slug).sort()).toEqual(['national-id', 'professional-certificate']);
  });

  test('list: search and the active filter; pages', async () => {
    expect(contractData(calls.listJobCategories, await get('/api/v1/job-categories?search=clean')).items.map((c) => c.name)).toEqual(['Cleaning']);
    const inactive = contractData(calls.listJobCategories, await get('/api/v1/job-categories?active=false'));
    expect(inactive.items.map((c) => c.name)).toEqual(['Gardening']);
    const page2 = contractData(calls.listJobCategories, await get('/api/v1/job-categories?size=3&page=2'));
    expect(page2.pagination).toMatchObject({ current_page: 2, previous_page: 1, record_count: 3 });
  });

  test('create with required documents: 201, creator is the caller', async () => {
    const res = await send('POST', '/api/v1/job-categories', {
      name: ' Pest Control ',
      document_id_list: [docIds['national-id'], docIds['trade-license'], docIds['national-id']],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().title).toBe('Job category created');
    const category = contractData(calls.createJobCategory, res);
    expect(category).toMatchObject({ name: 'Pest Control', active: true, user: { email: 'admin@example.com' } });
    expect(category.documentTypes.map((d) => d.slug).sort()).toEqual(['national-id', 'trade-license']);
    expect(contractData(calls.getJobCategory, await get(`/api/v1/job-category/${category.id}`))).toEqual(category);
  });

  test.each([
    [{ name: 'x' }, { name: ['Name must be at least 2 characters'] }],
    [{ name: 'Valid', document_id_list: [0] }, { 'document_id_list.0': ['Please Select a value'] }],
    [{ name: 'Valid', document_id_list: 'all' }, { document_id_list: ['Invalid input: expected array, received string'] }],
    [{ name: 'Valid', active: 'yes' }, { active: ['Invalid input: expected boolean, received string'] }],
  ])('create validation %j', async (payload, expected) => {
    const res = await send('POST', '/api/v1/job-categories', payload);
    expect(res.statusCode).toBe(400);
    expect(issuesByField(res)).toEqual(expected);
  });

  test('a document type that does not exist: 400 on document_id_list, nothing created', async () => {
    const res = await send('POST', '/api/v1/job-categories', { name: 'Ghost Docs', document_id_list: [docIds.passport, 999_999] });
    expect(res.statusCode).toBe(400);
    expect(issuesByField(res)).toEqual({ document_id_list: ['One of the selected document types does not exist'] });
    expect(contractData(calls.listJobCategories, await get('/api/v1/job-categories?search=Ghost')).items).toEqual([]);
  });

  test('names are unique whatever their case: 409 on name', async () => {
    const res = await send('POST', '/api/v1/job-categories', { name: 'CLEANING' });
    expect(res.statusCode).toBe(409);
    expect(issuesByField(res)).toEqual({ name: ['Another job category already uses this name'] });
  });

  test('update: name, active and the document list; omitted parts stay', async () => {
    const created = contractData(
      calls.createJobCategory,
      await send('POST', '/api/v1/job-categories', { name: 'Painting', document_id_list: [docIds.passport] }),
    );
    const renamed = contractData(calls.updateJobCategory, await send('PUT', `/api/v1/job-categories/${created.id}`, { name: 'Painting and Decorating' }));
    expect(renamed).toMatchObject({ name: 'Painting and Decorating', active: true });
    expect(renamed.documentTypes.map((d) => d.slug)).toEqual(['passport']);
    const res = await send('PUT', `/api/v1/job-categories/${created.id}`, { name: 'Painting and Decorating', active: false, document_id_list: [] });
    expect(res.json().title).toBe('Job category updated');
    expect(contractData(calls.updateJobCategory, res)).toMatchObject({ active: false, documentTypes: [] });
  });

  test('404 for an unknown category (get and update); 409 when renaming onto another', async () => {
    expect((await get('/api/v1/job-category/999999')).statusCode).toBe(404);
    const missing = await send('PUT', '/api/v1/job-categories/999999', { name: 'Nothing' });
    expect(missing.statusCode).toBe(404);
    expect(errorBody(missing).title).toBe('Job category not found');
    const clash = await send('PUT', '/api/v1/job-categories/1', { name: 'tutoring' });
    expect(clash.statusCode).toBe(409);
  });

  test('dropdown: active categories only, by name', async () => {
    const options = contractData(calls.jobCategoryDropdown, await get('/api/v1/job-categories-dropdown-list'));
    expect(options.map((o) => o.name)).not.toContain('Gardening');
    expect(options.map((o) => o.name)).toEqual([...options.map((o) => o.name)].sort(nameOrder));
  });
});

describe('job subcategories', () => {
  test('list: with workflow and category, filterable', async () => {
    const { items } = contractData(calls.listJobSubcategories, await get('/api/v1/job-subcategories?search=plumbing'));
    expect(items.map((s) => s.name)).toEqual(['Emergency plumbing', 'Plumbing']);
    expect(items[0]).toMatchObject({ workflow: { slug: 'express-quick-service', type: 'express' }, jobCategory: { name: 'Home Repairs' } });
    expect(items[0]!.workflow.config.steps.length).toBeGreaterThan(0);
    const byWorkflow = contractData(calls.listJobSubcategories, await get(`/api/v1/job-subcategories?workflow_id=${workflowIds['delivery-inter-island']}`));
    expect(byWorkflow.items.map((s) => s.name)).toEqual(['Inter-island cargo']);
    expect(contractData(calls.listJobSubcategories, await get('/api/v1/job-subcategories?active=false')).items.map((s) => s.name)).toEqual(['Carpentry']);
  });

  test('create, then update (partial): 201/200 with toasts', async () => {
    const [category] = contractData(calls.listJobCategories, await get('/api/v1/job-categories?search=Events')).items;
    const res = await send('POST', '/api/v1/job-subcategories', {
      name: 'Wedding decoration',
      job_category_id: category!.id,
      workflow_id: workflowIds['regular-standard'],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().title).toBe('Job subcategory created');
    const created = contractData(calls.createJobSubcategory, res);
    expect(created).toMatchObject({ active: true, jobCategory: { name: 'Events' }, workflow: { slug: 'regular-standard' } });
    const updated = await send('POST', `/api/v1/job-subcategories/${created.id}`, { active: false });
    expect(updated.json().title).toBe('Job subcategory updated');
    expect(contractData(calls.updateJobSubcategory, updated)).toMatchObject({ name: 'Wedding decoration', active: false });
  });

  test.each([
    [{ name: 'x', job_category_id: 1, workflow_id: 1 }, { name: ['Name must be at least 2 characters'] }],
    [
      { name: 'Valid', job_category_id: 0, workflow_id: -1 },
      { job_category_id: ['Please Select a value'], workflow_id: ['Please Select a value'] },
    ],
    [{ name: 'Valid' }, { job_category_id: ['Please Select a value'], workflow_id: ['Please Select a value'] }],
  ])('create validation %j', async (payload, expected) => {
    const res = await send('POST', '/api/v1/job-subcategories', payload);
    expect(res.statusCode).toBe(400);
    expect(issuesByField(res)).toEqual(expected);
  });

  test('references that do not exist: 400 on the field; duplicates in a category: 409 on name; 404 unknown id', async () => {
    const noCategory = await send('POST', '/api/v1/job-subcategories', {
      name: 'Orphan',
      job_category_id: 999_999,
      workflow_id: workflowIds['regular-standard'],
    });
    expect(issuesByField(noCategory)).toEqual({ job_category_id: ['The selected job category does not exist'] });
    const noWorkflow = await send('POST', '/api/v1/job-subcategories', { name: 'Orphan', job_category_id: 1, workflow_id: 999_999 });
    expect(issuesByField(noWorkflow)).toEqual({ workflow_id: ['The selected workflow does not exist'] });
    const [plumbing] = contractData(calls.listJobSubcategories, await get('/api/v1/job-subcategories?search=Plumbing&active=true')).items.filter(
      (s) => s.name === 'Plumbing',
    );
    const dup = await send('POST', '/api/v1/job-subcategories', {
      name: 'PLUMBING',
      job_category_id: plumbing!.job_category_id,
      workflow_id: plumbing!.workflow_id,
    });
    expect(dup.statusCode).toBe(409);
    expect(issuesByField(dup)).toEqual({ name: ['This category already has a subcategory with this name'] });
    expect((await send('POST', '/api/v1/job-subcategories/999999', { active: true })).statusCode).toBe(404);
  });
});

describe('pickers and document types', () => {
  test('category-subcategory dropdown by job type: only matching active subcategories, customers too', async () => {
    const res = await get('/api/v1/job-category-subcategory-dropdown-list?job_type=delivery', customer);
    const options = contractData(calls.jobCategorySubcategoryDropdown, res);
    expect(options.map((o) => o.name)).toEqual(['Delivery']);
    expect(options[0]!.subcategories.map((s) => s.name)).toEqual(['Food delivery', 'Inter-island cargo', 'Parcel delivery']);
    const all = contractData(calls.jobCategorySubcategoryDropdown, await get('/api/v1/job-category-subcategory-dropdown-list'));
    expect(all.map((o) => o.name)).not.toContain('Gardening');
    expect(all.flatMap((o) => o.subcategories.map((s) => s.name))).not.toContain('Carpentry');
    expect(new Set(all.flatMap((o) => o.subcategories.map((s) => s.job_type)))).toEqual(new Set(['regular', 'express', 'delivery']));
    const bad = await get('/api/v1/job-category-subcategory-dropdown-list?job_type=slow');
    expect(issuesByField(bad)).toEqual({ job_type: ['Please Select a value'] });
  });

  test('workflow dropdown: every seeded workflow', async () => {
    const workflows = contractData(calls.workflowDropdown, await get('/api/v1/workflow-dropdown-list'));
    expect(workflows.map((w) => w.slug).sort()).toEqual(workflowSeed.map((w) => w.slug).sort());
  });

  test('document types: search, deleted ones hidden', async () => {
    const all = contractData(calls.listDocumentTypes, await get('/api/v1/document-type?unpaginated=true'));
    expect(all.pagination.total_items).toBe(documentTypeSeed.length);
    expect(all.items).toHaveLength(documentTypeSeed.length);
    expect(all.items.filter((d) => d.deleted_at !== null)).toEqual([]);
    expect(contractData(calls.listDocumentTypes, await get('/api/v1/document-type?search=PASSPORT')).items.map((d) => d.slug)).toEqual(['passport']);
    await t.db.query("update document_types set deleted_at = now() where slug = 'vessel-registration'");
    expect(contractData(calls.listDocumentTypes, await get('/api/v1/document-type?search=vessel')).items).toEqual([]);
    expect(contractData(calls.documentTypeDropdown, await get('/api/v1/document-type/dropdown?slug=vessel-registration'))).toEqual([]);
    const deleted = await send('POST', '/api/v1/job-categories', { name: 'Needs deleted', document_id_list: [docIds['vessel-registration']] });
    expect(issuesByField(deleted)).toEqual({ document_id_list: ['One of the selected document types does not exist'] });
  });

  test('document type dropdown: by slug list, comma-separated or repeated', async () => {
    const some = contractData(calls.documentTypeDropdown, await get('/api/v1/document-type/dropdown?slug=passport,national-id', customer));
    expect(some.map((d) => d.slug)).toEqual(['national-id', 'passport']);
    const repeated = contractData(calls.documentTypeDropdown, await get('/api/v1/document-type/dropdown?slug=passport&slug=work-permit'));
    expect(repeated.map((d) => d.slug)).toEqual(['passport', 'work-permit']);
  });
});
