import { JOB_STATUSES } from '@mv-admin/shared-api/jobs';
import { JOB_STATUS_DISPLAY, JOB_STATUS_ORDER, jobActionLabel } from './job-labels';

describe('job labels', () => {
  it('name every spec §4 status once, readably', () => {
    expect([...JOB_STATUS_ORDER].sort()).toEqual([...JOB_STATUSES].sort());
    expect(JOB_STATUS_DISPLAY['vendor-accepted'].label).toBe('Vendor accepted');
    expect(JOB_STATUS_ORDER.length).toBeGreaterThan(0);
    for (const status of JOB_STATUS_ORDER) expect(JOB_STATUS_DISPLAY[status].label).not.toMatch(/-/);
  });

  it('read actions in words, known or not', () => {
    expect(jobActionLabel('workflow_step_completed')).toBe('Workflow step completed');
    expect(jobActionLabel('escalated_to_support')).toBe('Escalated to support');
  });
});
