import { dashboardWidgetsSchema } from '@mv-admin/shared-api';
import { moduleRouteProblems } from '@mv-admin/shared-ui/testing';
import usersOnboardingModule from './module';
import { routes } from './routes';

describe('mf_users_onboarding module', () => {
  it('provides exactly the routes its registry entry mounts, with their declared titles', () => {
    expect(usersOnboardingModule.name).toBe('mf_users_onboarding');
    expect(moduleRouteProblems(usersOnboardingModule, routes)).toEqual([]);
  });

  it('gives the dashboard its widget, loaded on demand', async () => {
    const widgets = dashboardWidgetsSchema.parse(usersOnboardingModule.widgets);
    expect(widgets).toHaveLength(1);
    expect(typeof (await widgets[0]!.load()).default).toBe('function');
  });
});
