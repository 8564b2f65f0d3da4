import { lazyPage, withPages, type RemoteModule } from '@mv-admin/shared-api';
import { routes, widgets } from './routes';

// Each screen is its own chunk: a deep link downloads only its screen and the kit cuts it uses.
const JobListPage = lazyPage(() => import('./jobs/pages/job-list-page').then((m) => ({ default: m.JobListPage })));
const JobCategoryListPage = lazyPage(() => import('./job-categories/pages/job-category-list-page').then((m) => ({ default: m.JobCategoryListPage })));
const JobSubcategoryListPage = lazyPage(() =>
  import('./job-subcategories/pages/job-subcategory-list-page').then((m) => ({ default: m.JobSubcategoryListPage })),
);

/** What this remote gives the shell (`mf_jobs/module`): its three screens (spec §2). */
const jobsModule: RemoteModule = {
  name: 'mf_jobs',
  routes: withPages(routes, {
    '/jobs': JobListPage,
    '/admin/job-category': JobCategoryListPage,
    '/admin/job-subcategory': JobSubcategoryListPage,
  }),
  // Dashboard widgets load with the dashboard only (their code is not in any list screen's chunks).
  widgets: [{ ...widgets[0], load: () => import('./dashboard/jobs-widget') }],
};

export default jobsModule;
