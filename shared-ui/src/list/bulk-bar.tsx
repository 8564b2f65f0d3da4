import type { BulkAnswer } from '@mv-admin/shared-api/bulk';
import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import type { ListNoun } from './list-page';
import type { BulkTarget, ListSelection } from './use-selection';

/** One bulk action of a list: "Close", "Assign", "Deactivate". */
export interface BulkAction {
  key: string;
  /** The button, e.g. "Close". */
  label: string;
  /** The question asked first, e.g. `(n, noun) => \`Close ${n} ${noun}?\``. */
  confirm: (count: number, noun: string) => string;
  /** What the result says of a record it changed, e.g. "closed". */
  done: string;
  danger?: boolean;
  /**
   * Fields asked for in the confirmation (the assignee): render them from `value`/`onChange`; the
   * OK button waits until `value` is set.
   */
  input?: (value: unknown, onChange: (value: unknown) => void) => ReactNode;
  /** Sends the bulk call (shape 4) for the target and the input's value. */
  run: (target: BulkTarget, value: unknown) => Promise<BulkAnswer>;
}

interface BulkBarProps {
  selection: ListSelection;
  noun: ListNoun;
  actions: BulkAction[];
  /** After an action ran: re-read the list. */
  onDone: () => void;
}

const countOf = (n: number, noun: ListNoun) => `${n.toLocaleString('en-US')} ${n === 1 ? noun.one : noun.other}`;

/** "All 20 on this page are selected. Select all 342 matching" / "All 342 matching are selected. Clear". */
function SelectAllBanner({ selection }: Pick<BulkBarProps, 'selection'>) {
  if (selection.allMatching) {
    return (
      <Typography.Text>
        All {selection.total.toLocaleString('en-US')} matching are selected.{' '}
        <Button type="link" size="small" onClick={selection.clear}>
          Clear
        </Button>
      </Typography.Text>
    );
  }
  if (!selection.pageAllSelected || selection.total <= selection.pageCount) return null;
  return (
    <Typography.Text>
      All {selection.pageCount} on this page are selected.{' '}
      <Button type="link" size="small" onClick={selection.selectAllMatching}>
        Select all {selection.total.toLocaleString('en-US')} matching
      </Button>
    </Typography.Text>
  );
}

/**
 * The bulk action bar (issue 35, between the toolbar and the table): the selection's count, the
 * list's actions, each confirmed with the count first, then a report of what succeeded and what
 * did not with each failure's reason; the list is re-read and the selection cleared after a run.
 */
export function BulkBar({ selection, noun, actions, onDone }: BulkBarProps) {
  const [pending, setPending] = useState<BulkAction | null>(null);
  const [value, setValue] = useState<unknown>(undefined);
  const [running, setRunning] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [report, setReport] = useState<{ action: BulkAction; answer: BulkAnswer } | null>(null);
  if (selection.count === 0 && !report) return null;

  const run = async () => {
    if (!pending) return;
    setRunning(true);
    setFailed(null);
    try {
      const answer = await pending.run(selection.target, value);
      setReport({ action: pending, answer });
      setPending(null);
      selection.clear();
      onDone();
    } catch (error) {
      // The selection and the dialog stay: the user can try again.
      setFailed(error instanceof Error ? error.message : 'The action could not be sent.');
    } finally {
      setRunning(false);
    }
  };
  const failures = report?.answer.results.filter((r) => !r.ok) ?? [];

  return (
    <>
      {selection.count > 0 && (
        <Flex wrap gap="small" align="center" role="toolbar" aria-label="Bulk actions">
          <Typography.Text strong>{countOf(selection.count, noun)} selected</Typography.Text>
          {actions.map((action) => (
            <Button
              key={action.key}
              danger={action.danger}
              onClick={() => {
                setValue(undefined);
                setFailed(null);
                setPending(action);
              }}
            >
              {action.label}
            </Button>
          ))}
          <SelectAllBanner selection={selection} />
        </Flex>
      )}
      <Modal
        open={pending !== null}
        title={pending?.confirm(selection.count, selection.count === 1 ? noun.one : noun.other)}
        // The count on the button too ("Close 12 tickets"): the modal's own close (X) is also named "Close".
        okText={pending && `${pending.label} ${countOf(selection.count, noun)}`}
        okButtonProps={{ danger: pending?.danger, disabled: Boolean(pending?.input) && value === undefined }}
        confirmLoading={running}
        onOk={run}
        onCancel={() => setPending(null)}
      >
        {pending?.input?.(value, setValue)}
        {failed && <Alert type="error" showIcon role="alert" title={failed} />}
      </Modal>
      <Modal
        open={report !== null}
        title={report ? `${countOf(report.answer.succeeded, noun)} ${report.action.done}, ${report.answer.failed} not` : ''}
        onOk={() => setReport(null)}
        onCancel={() => setReport(null)}
        cancelButtonProps={{ style: { display: 'none' } }}
      >
        {failures.length > 0 && (
          <ul aria-label="Not changed" style={{ paddingInlineStart: 20, margin: 0 }}>
            {failures.map((result) => (
              <li key={result.id}>
                #{result.id}: {result.message ?? `Refused (${result.status})`}
              </li>
            ))}
          </ul>
        )}
      </Modal>
    </>
  );
}
