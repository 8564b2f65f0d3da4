import { adminOnly, signedIn, type Rows } from '../testing/route-matrix';

/** Job catalogue: admin only (spec §6), except the two pickers customers and providers need to post or apply. */
export const catalogRows: Rows = {
  'GET /api/v1/job-categories': { url: '/api/v1/job-categories?active=true', expect: adminOnly(200) },
  'POST /api/v1/job-categories': { payload: (n: number) => ({ name: `Matrix Category ${n}`, document_id_list: [1, 2] }), expect: adminOnly(201) },
  'PUT /api/v1/job-categories/:id': { url: '/api/v1/job-categories/1', payload: { name: 'Home Repairs', active: true }, expect: adminOnly(200) },
  'GET /api/v1/job-categories-dropdown-list': { expect: adminOnly(200) },
  'GET /api/v1/job-category/:id': { url: '/api/v1/job-category/1', expect: adminOnly(200) },
  'GET /api/v1/job-subcategories': { url: '/api/v1/job-subcategories?job_category_id=1', expect: adminOnly(200) },
  'POST /api/v1/job-subcategories': {
    payload: (n: number) => ({ name: `Matrix Subcategory ${n}`, job_category_id: 1, workflow_id: 1 }),
    expect: adminOnly(201),
  },
  'POST /api/v1/job-subcategories/:id': { url: '/api/v1/job-subcategories/1', payload: { active: true }, expect: adminOnly(200) },
  'GET /api/v1/job-category-subcategory-dropdown-list': { url: '/api/v1/job-category-subcategory-dropdown-list?job_type=delivery', expect: signedIn(200) },
  'GET /api/v1/workflow-dropdown-list': { expect: adminOnly(200) },
  'GET /api/v1/document-type': { url: '/api/v1/document-type?search=id', expect: adminOnly(200) },
  'GET /api/v1/document-type/dropdown': { url: '/api/v1/document-type/dropdown?slug=national-id,passport', expect: signedIn(200) },
};
