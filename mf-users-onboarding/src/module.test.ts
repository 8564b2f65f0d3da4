import { dashboardWidgetsSchema, remoteModuleSchema } from '@mv-admin/shared-api';
import usersOnboardingModule from './module';

describe('mf_users_onboarding module', () => {
  it('matches the shape the shell checks and owns the four routes of spec §2', () => {
    expect(() => remoteModuleSchema.parse(usersOnboardingModule)).not.toThrow();
    expect(usersOnboardingModule.name).toBe('mf_users_onboarding');
    expect(usersOnboardingModule.routes.map(({ path, title }) => [path, title])).toEqual([
      ['/admin/users', 'Manage Users'],
      ['/admin/service-provider-applications', 'Service Provider Applications'],
      ['/onboarding-requests/individual', 'Individual Requests'],
      ['/onboarding-requests/business', 'Business Requests'],
    ]);
  });

  it('gives the dashboard its widget, loaded on demand', async () => {
    const widgets = dashboardWidgetsSchema.parse(usersOnboardingModule.widgets);
    expect(widgets).toHaveLength(1);
    expect(typeof (await widgets[0]!.load()).default).toBe('function');
  });
});
