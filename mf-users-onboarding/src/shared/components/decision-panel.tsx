import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { ApiError } from '@mv-admin/shared-api';
import { Button, Flex, sanitizeText, Typography, useFeedback } from '@mv-admin/shared-ui';
import { Input } from '@mv-admin/shared-ui/list';
import { useId, useRef, useState } from 'react';

export type Decision = 'approve' | 'reject';

export interface DecisionPanelProps {
  /** What is decided, in the confirmation: "Aishath Shifa's application for Cleaning". */
  subject: string;
  /** 'application' or 'request': "Approve this application?". */
  noun: string;
  /** Sends the decision; resolves once the server has answered (its toast comes by itself). */
  onDecide: (decision: Decision, remarks: string | undefined) => Promise<unknown>;
}

const verbs: Record<Decision, string> = { approve: 'Approve', reject: 'Reject' };

/**
 * Approve or reject with optional remarks (spec §4). Each decision is confirmed first; while the
 * confirmation is open or the decision is on its way both buttons are disabled and a second click
 * does nothing. The server's toast (spec §8) says how it went; a failure without one (the network)
 * is said here. Remarks are cleaned with the basic preset and kept when the decision fails.
 */
export function DecisionPanel({ subject, noun, onDecide }: DecisionPanelProps) {
  const feedback = useFeedback();
  const remarksId = useId();
  const [remarks, setRemarks] = useState('');
  const [state, setState] = useState<{ phase: 'idle' | 'confirming' | 'sending'; decision?: Decision }>({ phase: 'idle' });
  const busy = useRef(false);

  const decide = async (decision: Decision) => {
    if (busy.current) return;
    busy.current = true;
    setState({ phase: 'confirming', decision });
    try {
      const cleaned = sanitizeText(remarks, 'permissive') || undefined;
      const confirmed = await feedback.confirm({
        title: `${verbs[decision]} this ${noun}?`,
        content: cleaned ? `${subject}. Remarks: ${cleaned}` : `${subject}. No remarks.`,
        okText: verbs[decision],
        okButtonProps: { danger: decision === 'reject' },
        cancelText: 'Cancel',
      });
      if (!confirmed) return;
      setState({ phase: 'sending', decision });
      await onDecide(decision, cleaned);
    } catch (error) {
      // A titled failure (409 already decided, 404) was toasted by the client already.
      if (!(error instanceof ApiError && error.title)) {
        feedback.message.error(error instanceof Error && error.message ? error.message : 'The decision could not be sent. Try again.');
      }
    } finally {
      busy.current = false;
      setState({ phase: 'idle' });
    }
  };

  const sending = (decision: Decision) => state.phase === 'sending' && state.decision === decision;
  return (
    <Flex vertical gap="small">
      <label htmlFor={remarksId}>
        <Typography.Text strong>Remarks</Typography.Text> <Typography.Text type="secondary">(optional, shown in the history)</Typography.Text>
      </label>
      <Input.TextArea
        id={remarksId}
        rows={3}
        maxLength={1000}
        value={remarks}
        onChange={(event) => setRemarks(event.target.value)}
        disabled={state.phase === 'sending'}
      />
      <Flex gap="small" justify="end">
        <Button
          danger
          icon={<CloseOutlined aria-hidden />}
          loading={sending('reject')}
          disabled={state.phase !== 'idle' && !sending('reject')}
          onClick={() => void decide('reject')}
        >
          Reject
        </Button>
        <Button
          type="primary"
          icon={<CheckOutlined aria-hidden />}
          loading={sending('approve')}
          disabled={state.phase !== 'idle' && !sending('approve')}
          onClick={() => void decide('approve')}
        >
          Approve
        </Button>
      </Flex>
    </Flex>
  );
}
