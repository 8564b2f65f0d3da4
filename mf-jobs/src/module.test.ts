import { dashboardWidgetsSchema, remoteModuleSchema } from '@mv-admin/shared-api';
import jobsModule from './module';

describe('mf_jobs module', () => {
  it('matches the shape the shell checks and owns the three routes of spec §2', () => {
    expect(() => remoteModuleSchema.parse(jobsModule)).not.toThrow();
    expect(jobsModule.name).toBe('mf_jobs');
    expect(jobsModule.routes.map(({ path, title }) => [path, title])).toEqual([
      ['/jobs', 'All Jobs'],
      ['/admin/job-category', 'Job Category'],
      ['/admin/job-subcategory', 'Job Subcategory'],
    ]);
  });

  it('gives the dashboard its widget, loaded on demand', async () => {
    const widgets = dashboardWidgetsSchema.parse(jobsModule.widgets);
    expect(widgets).toHaveLength(1);
    expect(typeof (await widgets[0]!.load()).default).toBe('function');
  });
});
