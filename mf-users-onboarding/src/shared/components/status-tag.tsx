import { CheckCircleOutlined, ClockCircleOutlined, CloseCircleOutlined, EditOutlined } from '@ant-design/icons';
import type { ApplicationStatus } from '@mv-admin/shared-api/applications';
import type { OnboardingStatus } from '@mv-admin/shared-api/onboarding';
import { Tag } from '@mv-admin/shared-ui';
import type { ReactNode } from 'react';

type Status = ApplicationStatus | OnboardingStatus;

// Preset colours are themed (dark mode too); the word and the icon carry the meaning as well.
const looks: Record<Status, { color: string; label: string; icon: ReactNode }> = {
  draft: { color: 'default', label: 'Draft', icon: <EditOutlined aria-hidden /> },
  submitted: { color: 'processing', label: 'Submitted', icon: <ClockCircleOutlined aria-hidden /> },
  pending: { color: 'processing', label: 'Pending', icon: <ClockCircleOutlined aria-hidden /> },
  approved: { color: 'success', label: 'Approved', icon: <CheckCircleOutlined aria-hidden /> },
  rejected: { color: 'error', label: 'Rejected', icon: <CloseCircleOutlined aria-hidden /> },
};

/** The status of an application (spec §4: draft, submitted, approved, rejected) or an onboarding request (pending, approved, rejected). */
export function StatusTag({ status }: { status: Status }) {
  const look = looks[status];
  return (
    <Tag color={look.color} icon={look.icon}>
      {look.label}
    </Tag>
  );
}

/** Select options for a status filter, in the order of the list's workflow. */
export const statusOptions = (statuses: readonly Status[]) => statuses.map((status) => ({ value: status, label: looks[status].label }));
