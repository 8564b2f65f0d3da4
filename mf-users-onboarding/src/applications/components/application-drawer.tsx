import type { ServiceProviderApplication } from '@mv-admin/shared-api/applications';
import { formatDateTime, Typography } from '@mv-admin/shared-ui';
import { RecordHistory } from '@mv-admin/shared-ui/audit';
import { Descriptions } from '@mv-admin/shared-ui/detail';
import { DocumentList } from '@mv-admin/shared-ui/documents';
import { DecisionPanel } from '../../shared/components/decision-panel';
import { HistoryTimeline, type HistoryEntry } from '../../shared/components/history-timeline';
import { RecordDrawer } from '../../shared/components/record-drawer';
import { Section } from '../../shared/components/section';
import { StatusTag } from '../../shared/components/status-tag';
import { submittedAt, useApplicationRecord, useDecideApplication } from '../api/applications';
import { RequiredDocuments } from './required-documents';

const actionLooks = {
  submitted: { label: 'Submitted', color: 'blue' },
  approved: { label: 'Approved', color: 'green' },
  rejected: { label: 'Rejected', color: 'red' },
} as const;

const historyOf = (application: ServiceProviderApplication): HistoryEntry[] =>
  application.actions.map((action) => ({
    key: action.id,
    ...actionLooks[action.action_type],
    at: action.created_at,
    by: action.actionBy,
    remarks: action.remarks,
  }));

function Decision({ application }: { application: ServiceProviderApplication }) {
  const decide = useDecideApplication(application.id, application.version);
  if (application.status === 'submitted') {
    return (
      <DecisionPanel
        noun="application"
        subject={`${application.user.name} applies for ${application.jobCategory.name}`}
        onDecide={(decision, remarks) => decide.mutateAsync({ decision, remarks })}
      />
    );
  }
  if (application.status === 'draft')
    return <Typography.Text type="secondary">The provider has not submitted this application yet, so there is nothing to decide.</Typography.Text>;
  const last = application.actions.at(-1);
  return (
    <Typography.Text>
      This application was {application.status}
      {last?.actionBy ? ` by ${last.actionBy.name}` : ''}
      {last ? ` on ${formatDateTime(last.created_at)}` : ''}. A decided application cannot be decided again.
    </Typography.Text>
  );
}

function ApplicationDetails({ application }: { application: ServiceProviderApplication }) {
  const { user } = application;
  return (
    <>
      <Section title="Application">
        <Descriptions
          size="small"
          column={1}
          bordered
          items={[
            { key: 'status', label: 'Status', children: <StatusTag status={application.status} /> },
            { key: 'provider', label: 'Provider', children: user.name },
            { key: 'email', label: 'E-mail', children: user.email },
            { key: 'phone', label: 'Phone', children: user.phone_number ?? '-' },
            { key: 'category', label: 'Job category', children: application.jobCategory.name },
            { key: 'created', label: 'Started', children: formatDateTime(application.created_at) },
            { key: 'submitted', label: 'Submitted', children: formatDateTime(submittedAt(application)) },
          ]}
        />
      </Section>
      <Section title="Required documents">
        <RequiredDocuments categoryId={application.jobCategory.id} documents={application.documents} />
      </Section>
      <Section title="Documents">
        <DocumentList documents={application.documents} emptyText="No documents uploaded" />
      </Section>
      <Section title="History">
        <HistoryTimeline entries={historyOf(application)} />
      </Section>
      <Section title="Decision">
        <Decision application={application} />
      </Section>
      <Section title="Activity">
        <RecordHistory entityType="service_provider_application" entityId={application.id} />
      </Section>
    </>
  );
}

interface ApplicationDrawerProps {
  id: number;
  /** The rows on screen: the application is taken from them when it is there. */
  rows?: readonly ServiceProviderApplication[];
  onClose: () => void;
}

/** One application: the provider, the category's required documents against those uploaded, the documents, the history and the decision. */
export function ApplicationDrawer({ id, rows, onClose }: ApplicationDrawerProps) {
  const record = useApplicationRecord(id, rows);
  return (
    <RecordDrawer
      record={record}
      title={(application) => `${application.user.name} · ${application.jobCategory.name}`}
      fallbackTitle={`Application #${id}`}
      errorTitle="Could not load this application"
      presence={{ type: 'service_provider_application', id }}
      onClose={onClose}
    >
      {(application) => <ApplicationDetails application={application} />}
    </RecordDrawer>
  );
}

export default ApplicationDrawer;
