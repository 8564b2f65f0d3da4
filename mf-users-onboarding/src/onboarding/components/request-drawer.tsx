import { formatDateTime, Typography } from '@mv-admin/shared-ui';
import { RecordHistory } from '@mv-admin/shared-ui/audit';
import { Descriptions } from '@mv-admin/shared-ui/detail';
import type { ReactNode } from 'react';
import { DecisionPanel } from '../../shared/components/decision-panel';
import { HistoryTimeline, type HistoryEntry } from '../../shared/components/history-timeline';
import { RecordDrawer } from '../../shared/components/record-drawer';
import { Section } from '../../shared/components/section';
import { StatusTag } from '../../shared/components/status-tag';
import { useDecideOnboarding, useOnboardingRecord, type OnboardingKind, type OnboardingRequest, type OnboardingRequestOf } from '../api/onboarding-requests';
import { RequestDocuments, type RequestDocumentRef } from './request-documents';

/** A group of a request's fields, as a reviewer reads them. */
export interface FieldGroup {
  title: string;
  fields: { label: string; value: ReactNode }[];
}

const historyOf = (request: OnboardingRequest): HistoryEntry[] => [
  { key: 'submitted', label: 'Submitted', color: 'blue', at: request.created_at, by: request.user },
  ...request.decisions.map((decision) => ({
    key: decision.id,
    label: decision.action === 'approve' ? 'Approved' : 'Rejected',
    color: decision.action === 'approve' ? ('green' as const) : ('red' as const),
    at: decision.created_at,
    by: decision.decidedBy,
    remarks: decision.remarks,
  })),
];

function Decision({ kind, request, subject }: { kind: OnboardingKind; request: OnboardingRequest; subject: string }) {
  const decide = useDecideOnboarding(kind, request.id, request.version);
  if (request.status === 'pending') {
    return <DecisionPanel noun="request" subject={subject} onDecide={(decision, remarks) => decide.mutateAsync({ decision, remarks })} />;
  }
  const last = request.decisions.at(-1);
  return (
    <Typography.Text>
      This request was {request.status}
      {last?.decidedBy ? ` by ${last.decidedBy.name}` : ''}
      {last ? ` on ${formatDateTime(last.created_at)}` : ''}. A decided request cannot be decided again.
    </Typography.Text>
  );
}

interface RequestDrawerProps<K extends OnboardingKind> {
  kind: K;
  id: number;
  /** The rows on screen: the request is taken from them when it is there. */
  rows?: readonly OnboardingRequestOf<K>[];
  onClose: () => void;
  /** Who or what applies: "Aishath Shifa", "Reef Movers Pvt Ltd". */
  nameOf: (request: OnboardingRequestOf<K>) => string;
  groupsOf: (request: OnboardingRequestOf<K>) => FieldGroup[];
  documentsOf: (request: OnboardingRequestOf<K>) => RequestDocumentRef[];
}

/**
 * One onboarding request: its status and submitter, every submitted field in the groups the kind
 * gives, its documents with previews, the history of decisions, and the decision itself while
 * it is pending.
 */
export function RequestDrawer<K extends OnboardingKind>({ kind, id, rows, onClose, nameOf, groupsOf, documentsOf }: RequestDrawerProps<K>) {
  const record = useOnboardingRecord(kind, id, rows);
  return (
    <RecordDrawer
      record={record}
      title={(request) => `${nameOf(request)} · ${kind === 'individual' ? 'individual' : 'business'} onboarding`}
      fallbackTitle={`Onboarding request #${id}`}
      errorTitle="Could not load this onboarding request"
      presence={{ type: kind === 'individual' ? 'individual_onboarding' : 'business_onboarding', id }}
      onClose={onClose}
    >
      {(request) => (
        <>
          <Section title="Request">
            <Descriptions
              size="small"
              column={1}
              bordered
              items={[
                { key: 'status', label: 'Status', children: <StatusTag status={request.status} /> },
                { key: 'account', label: 'Submitted by', children: `${request.user.name} (${request.user.email})` },
                { key: 'submitted', label: 'Submitted', children: formatDateTime(request.created_at) },
              ]}
            />
          </Section>
          {groupsOf(request).map((group) => (
            <Section key={group.title} title={group.title}>
              <Descriptions
                size="small"
                column={1}
                bordered
                items={group.fields.map((field) => ({ key: field.label, label: field.label, children: field.value }))}
              />
            </Section>
          ))}
          <Section title="Documents">
            <RequestDocuments documents={documentsOf(request)} />
          </Section>
          <Section title="History">
            <HistoryTimeline entries={historyOf(request)} />
          </Section>
          <Section title="Decision">
            <Decision kind={kind} request={request} subject={`${kind === 'individual' ? 'Individual' : 'Business'} onboarding of ${nameOf(request)}`} />
          </Section>
          <Section title="Activity">
            <RecordHistory entityType={`${kind}_onboarding`} entityId={request.id} />
          </Section>
        </>
      )}
    </RecordDrawer>
  );
}
