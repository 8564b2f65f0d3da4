import type { JobType } from '@mv-admin/shared-api/catalog';
import type { JobStatus } from '@mv-admin/shared-api/jobs';
import { Tag } from '@mv-admin/shared-ui';
import { JOB_STATUS_DISPLAY, JOB_TYPE_LABELS } from '../format/job-labels';

/** A job's status as a coloured tag with its readable name ("Vendor accepted"). */
export function JobStatusTag({ status }: { status: JobStatus }) {
  const { label, color } = JOB_STATUS_DISPLAY[status] ?? { label: status, color: 'default' };
  return <Tag color={color}>{label}</Tag>;
}

/** A job's type: regular, express or delivery (spec §9). */
export function JobTypeTag({ type }: { type: JobType }) {
  return <Tag variant="outlined">{JOB_TYPE_LABELS[type] ?? type}</Tag>;
}
