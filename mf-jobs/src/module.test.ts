import { dashboardWidgetsSchema } from '@mv-admin/shared-api';
import { moduleRouteProblems } from '@mv-admin/shared-ui/testing';
import jobsModule from './module';
import { routes } from './routes';

describe('mf_jobs module', () => {
  it('provides exactly the routes its registry entry mounts, with their declared titles', () => {
    expect(jobsModule.name).toBe('mf_jobs');
    expect(moduleRouteProblems(jobsModule, routes)).toEqual([]);
  });

  it('gives the dashboard its widget, loaded on demand', async () => {
    const widgets = dashboardWidgetsSchema.parse(jobsModule.widgets);
    expect(widgets).toHaveLength(1);
    expect(typeof (await widgets[0]!.load()).default).toBe('function');
  });
});
