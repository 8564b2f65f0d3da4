import { DownloadOutlined, FileOutlined, FilePdfOutlined } from '@ant-design/icons';
import type { Document } from '@mv-admin/shared-api/documents';
import { Button, Empty, Flex, Image, Skeleton, Typography, theme } from 'antd';
import { useState } from 'react';
import { useFeedback } from '../feedback';
import { formatDateTime } from '../format';
import { formatFileSize } from './file-size';
import { downloadDocument, useDocumentFileUrl } from './use-document-file';

/** The fields a list needs; a job's, ticket's or application's documents all have them. */
export type DocumentItem = Pick<Document, 'id' | 'file_original_name' | 'file_size'> & Partial<Pick<Document, 'mime' | 'created_at' | 'user' | 'documentType'>>;

const isImage = (doc: DocumentItem) => (doc.mime ? doc.mime.startsWith('image/') : /\.(png|jpe?g|webp)$/i.test(doc.file_original_name));

function Thumbnail({ doc }: { doc: DocumentItem }) {
  const { url, isPending, error } = useDocumentFileUrl(doc.id);
  if (isPending) return <Skeleton.Image active style={{ width: 64, height: 64 }} />;
  if (error || !url) return <FileOutlined aria-hidden style={{ fontSize: 32 }} />;
  return <Image src={url} alt={doc.file_original_name} width={64} height={64} style={{ objectFit: 'cover', borderRadius: 4 }} />;
}

function DocumentRow({ doc }: { doc: DocumentItem }) {
  const { token } = theme.useToken();
  const feedback = useFeedback();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadDocument(doc.id, doc.file_original_name);
    } catch (error) {
      feedback.message.error(error instanceof Error ? error.message : 'The file could not be downloaded.');
    } finally {
      setBusy(false);
    }
  };
  const meta = [doc.documentType?.name, formatFileSize(doc.file_size), doc.user?.name, doc.created_at ? formatDateTime(doc.created_at) : undefined].filter(
    Boolean,
  );
  return (
    <Flex component="li" align="center" gap="middle" style={{ padding: '8px 0', borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
      <Flex align="center" justify="center" style={{ width: 64, height: 64, flex: 'none' }}>
        {isImage(doc) ? <Thumbnail doc={doc} /> : <FilePdfOutlined aria-hidden style={{ fontSize: 32, color: token.colorTextSecondary }} />}
      </Flex>
      <Flex vertical style={{ minWidth: 0, flex: 1 }}>
        <Typography.Text strong ellipsis title={doc.file_original_name}>
          {doc.file_original_name}
        </Typography.Text>
        <Typography.Text type="secondary">{meta.join(' · ')}</Typography.Text>
      </Flex>
      <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void download()} aria-label={`Download ${doc.file_original_name}`}>
        Download
      </Button>
    </Flex>
  );
}

/**
 * A record's documents: name, type, size, who uploaded them and when, a preview for images
 * (click to enlarge) and Download. Files are fetched with the signed-in session through
 * GET /document/{id}/asset. An empty list says so in `emptyText`.
 */
export function DocumentList({ documents, emptyText = 'No documents' }: { documents: DocumentItem[]; emptyText?: string }) {
  if (!documents.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  return (
    <Image.PreviewGroup>
      <ul aria-label="Documents" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {documents.map((doc) => (
          <DocumentRow key={doc.id} doc={doc} />
        ))}
      </ul>
    </Image.PreviewGroup>
  );
}
