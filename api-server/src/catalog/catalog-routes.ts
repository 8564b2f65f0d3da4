import type { FastifyInstance } from 'fastify';
import { calls } from '../contract';
import type { Db } from '../db/db';
import { withToast } from '../http/call-outcome';
import { notFound } from '../http/http-error';
import { registerCall, requireCaller } from '../http/register-call';
import { createCatalogOptions } from './catalog-options';
import { createJobCategoryRepository } from './job-category-repository';
import { createJobSubcategoryRepository } from './job-subcategory-repository';

function found<T>(value: T | undefined, thing: string): T {
  if (value === undefined) throw notFound(thing);
  return value;
}

/** Spec §7 job categories, subcategories, workflows and document types. */
export function registerCatalogRoutes(api: FastifyInstance, db: Db): void {
  const categories = createJobCategoryRepository(db);
  const subcategories = createJobSubcategoryRepository(db);
  const options = createCatalogOptions(db);

  registerCall(api, calls.listJobCategories, async ({ query }) => categories.list(query));
  registerCall(
    api,
    calls.createJobCategory,
    async ({ body, auth }) => withToast(await categories.create(body, requireCaller(auth).userId), 'Job category created'),
    { status: 201 },
  );
  registerCall(api, calls.updateJobCategory, async ({ params, body }) =>
    withToast(found(await categories.update(params.id, body), 'Job category'), 'Job category updated'),
  );
  registerCall(api, calls.getJobCategory, async ({ params }) => found(await categories.find(params.id), 'Job category'));
  registerCall(api, calls.jobCategoryDropdown, async () => options.jobCategories());

  registerCall(api, calls.listJobSubcategories, async ({ query }) => subcategories.list(query));
  registerCall(api, calls.createJobSubcategory, async ({ body }) => withToast(await subcategories.create(body), 'Job subcategory created'), {
    status: 201,
  });
  registerCall(api, calls.updateJobSubcategory, async ({ params, body }) =>
    withToast(found(await subcategories.update(params.id, body), 'Job subcategory'), 'Job subcategory updated'),
  );

  registerCall(api, calls.jobCategorySubcategoryDropdown, async ({ query }) => options.categoriesWithSubcategories(query.job_type));
  registerCall(api, calls.workflowDropdown, async () => options.workflows());
  registerCall(api, calls.listDocumentTypes, async ({ query }) => options.documentTypes(query));
  registerCall(api, calls.documentTypeDropdown, async ({ query }) => options.documentTypeOptions(query.slug));
}
