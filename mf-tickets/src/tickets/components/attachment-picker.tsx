import { PaperClipOutlined } from '@ant-design/icons';
import { documentLimits } from '@mv-admin/shared-api/documents';
import { Button, Flex, Typography } from '@mv-admin/shared-ui';
import { Upload, type UploadFile } from '@mv-admin/shared-ui/upload';
import { useRef, useState } from 'react';
import { ATTACHMENT_ACCEPT, checkAttachments, type PickedFile } from '../api/attachment-rules';

export interface AttachmentPickerProps {
  /** The files picked so far (a Form.Item passes it). */
  value?: PickedFile[];
  onChange?: (files: PickedFile[]) => void;
  disabled?: boolean;
  /** The server's refusal of the files, shown under the picker. */
  serverError?: string;
  /** The file input's id (a Form.Item's label points at it). */
  id?: string;
}

let nextUid = 0;

/**
 * Picks files to send with a message or a new ticket; nothing is uploaded here
 * (`beforeUpload` keeps them): they go with the multipart request. Files that break the
 * documents rules (type by content, size, count) are left out with the contract's message.
 */
export function AttachmentPicker({ value = [], onChange, disabled, serverError, id }: AttachmentPickerProps) {
  const [problems, setProblems] = useState<string[]>([]);
  // The latest list, for a batch checked asynchronously after more renders.
  const current = useRef(value);
  current.current = value;

  const add = async (batch: File[]) => {
    const { accepted, problems: refused } = await checkAttachments(current.current.length, batch);
    setProblems(refused);
    if (accepted.length) onChange?.([...current.current, ...accepted.map((file) => ({ uid: `attachment-${++nextUid}`, file }))]);
  };

  const fileList: UploadFile[] = value.map(({ uid, file }) => ({ uid, name: file.name, size: file.size, type: file.type, status: 'done' }));
  const messages = [...problems, ...(serverError ? [serverError] : [])];
  return (
    <Flex vertical gap={4}>
      <Upload
        id={id}
        multiple
        accept={ATTACHMENT_ACCEPT}
        fileList={fileList}
        disabled={disabled}
        // Antd calls this once per file of a selection: check the whole selection once.
        beforeUpload={(file, batch) => {
          if (file === batch[0]) void add(batch);
          return false;
        }}
        onRemove={(removed) => {
          setProblems([]);
          onChange?.(current.current.filter((picked) => picked.uid !== removed.uid));
          return true;
        }}
      >
        <Button icon={<PaperClipOutlined aria-hidden />} disabled={disabled || value.length >= documentLimits.maxFilesPerRequest}>
          Attach files
        </Button>
      </Upload>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        PNG, JPEG, WebP or PDF, up to 10 MB each, {documentLimits.maxFilesPerRequest} files at most.
      </Typography.Text>
      {messages.length > 0 && (
        <div role="alert">
          {messages.map((message) => (
            <Typography.Text key={message} type="danger" style={{ display: 'block' }}>
              {message}
            </Typography.Text>
          ))}
        </div>
      )}
    </Flex>
  );
}
