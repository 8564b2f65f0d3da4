import type { RouteDeclaration, WidgetDeclaration } from '@mv-admin/shared-api';

/**
 * The screens of `mf_jobs` and their side menu entries (spec §2): the one place they are written.
 * module.tsx gives each its page; tooling/apps.cjs reads this file to write the registry entry, so
 * keep it plain data (menu `order` is a position in the whole menu: see MenuDeclaration).
 */
export const routes = [
  { path: '/jobs', title: 'All Jobs', menu: { group: 'Jobs', label: 'All Jobs', order: 40 }, reads: ['/jobs?page=1&size=20', '/views?list=jobs'] },
  { path: '/admin/job-category', title: 'Job Category', menu: { group: 'Admin', label: 'Job Category', order: 72 } },
  { path: '/admin/job-subcategory', title: 'Job Subcategory', menu: { group: 'Admin', label: 'Job Subcategory', order: 73 } },
] as const satisfies readonly RouteDeclaration[];

/** The module's dashboard cards (module.tsx adds their code); their place is kept while it loads. */
export const widgets = [{ id: 'jobs', title: 'Jobs', span: 2, height: 416, reads: ['/jobs/summary'] }] as const satisfies readonly WidgetDeclaration[];
