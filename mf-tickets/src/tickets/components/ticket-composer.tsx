import { SendOutlined } from '@ant-design/icons';
import { ApiError } from '@mv-admin/shared-api';
import { ticketMessages } from '@mv-admin/shared-api/tickets';
import { Button, Flex, Typography, sanitizeText } from '@mv-admin/shared-ui';
import { Alert } from '@mv-admin/shared-ui/alert';
import { Input } from '@mv-admin/shared-ui/list';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { PickedFile } from '../api/attachment-rules';
import { useSendTicketMessage } from '../api/use-ticket-messages';
import { AttachmentPicker } from './attachment-picker';

/** Where a refusal belongs: the message box, the files, or the whole form. */
interface SendProblems {
  message?: string;
  file?: string;
  other?: string;
}

function problemsOf(error: unknown): SendProblems {
  if (!(error instanceof ApiError)) return { other: error instanceof Error ? error.message : 'The message could not be sent. Try again.' };
  const onField = (field: string) => error.issues.find((issue) => issue.path[0] === field)?.message;
  const problems = { message: onField('message'), file: onField('file') };
  return problems.message || problems.file ? problems : { other: error.message };
}

/**
 * Writes a message to a ticket chat, with up to five attachments sent in the same multipart
 * request. The text is cleaned with the 'basic' sanitiser preset. A failed send keeps the text
 * and the files and says why next to what was refused (the server's message).
 */
/** How long after the last keystroke the admin still counts as typing (presence). */
export const TYPING_IDLE_MS = 5_000;

export function TicketComposer({
  chatId,
  onClosedTicket,
  onTyping,
}: {
  chatId: number;
  onClosedTicket?: () => void;
  /** Told true on a keystroke and false TYPING_IDLE_MS after the last one, or when the message is sent. */
  onTyping?: (typing: boolean) => void;
}) {
  const send = useSendTicketMessage(chatId);
  const idle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const typed = (typing: boolean) => {
    clearTimeout(idle.current);
    onTyping?.(typing);
    if (typing) idle.current = setTimeout(() => onTyping?.(false), TYPING_IDLE_MS);
  };
  useEffect(() => () => clearTimeout(idle.current), []);
  const [text, setText] = useState('');
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [problems, setProblems] = useState<SendProblems>({});
  const inputId = useId();

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const message = sanitizeText(text, 'basic');
    if (!message && !files.length) return setProblems({ message: ticketMessages.messageOrFile });
    setProblems({});
    try {
      await send.mutateAsync({ message, files: files.map((picked) => picked.file) });
      setText('');
      setFiles([]);
      typed(false);
    } catch (error) {
      setProblems(problemsOf(error));
      // Said next to what was refused: no toast repeating it.
      if (error instanceof ApiError) error.showInPlace();
      if (error instanceof ApiError && error.status === 409) onClosedTicket?.();
    }
  };

  return (
    <form aria-label="Reply" onSubmit={(event) => void submit(event)}>
      <Flex vertical gap="small">
        {problems.other && <Alert type="error" showIcon role="alert" title="The message was not sent" description={problems.other} />}
        <label htmlFor={inputId}>
          <Typography.Text strong>Message</Typography.Text>
        </label>
        <Input.TextArea
          id={inputId}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            typed(event.target.value !== '');
            if (problems.message) setProblems((current) => ({ ...current, message: undefined }));
          }}
          onKeyDown={(event) => {
            // Ctrl/Cmd+Enter sends; Enter alone starts a new line.
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit();
          }}
          rows={3}
          maxLength={1000}
          showCount
          status={problems.message ? 'error' : undefined}
          aria-invalid={problems.message ? true : undefined}
          aria-describedby={problems.message ? `${inputId}-error` : undefined}
          placeholder="Write a reply (Ctrl+Enter sends)"
        />
        {problems.message && (
          <Typography.Text id={`${inputId}-error`} type="danger" role="alert">
            {problems.message}
          </Typography.Text>
        )}
        <Flex justify="space-between" align="start" gap="small" wrap>
          <AttachmentPicker
            value={files}
            onChange={(next) => {
              setFiles(next);
              setProblems((current) => ({ ...current, file: undefined, message: undefined }));
            }}
            disabled={send.isPending}
            serverError={problems.file}
          />
          <Button type="primary" htmlType="submit" icon={<SendOutlined aria-hidden />} loading={send.isPending}>
            Send
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
