import { DownloadOutlined, FileOutlined } from '@ant-design/icons';
import type { Document } from '@mv-admin/shared-api/documents';
import { Button, Flex, useFeedback } from '@mv-admin/shared-ui';
import { Image, Skeleton } from '@mv-admin/shared-ui/detail';
import { downloadDocument, formatFileSize, useDocumentFileUrl } from '@mv-admin/shared-ui/documents';

const isImage = (doc: Document) => doc.mime.startsWith('image/');

function useDownload(doc: Document) {
  const feedback = useFeedback();
  return () =>
    downloadDocument(doc.id, doc.file_original_name).catch((error: unknown) =>
      feedback.message.error(error instanceof Error ? error.message : 'The file could not be downloaded.'),
    );
}

/** An image attachment: a preview (click to enlarge) fetched with the session, and a download. */
function ImageAttachment({ doc }: { doc: Document }) {
  const { url, isPending, error } = useDocumentFileUrl(doc.id);
  const download = useDownload(doc);
  return (
    <Flex vertical gap={4} align="start">
      {isPending ? (
        <Skeleton.Image active style={{ width: 120, height: 90 }} />
      ) : url && !error ? (
        <Image src={url} alt={doc.file_original_name} width={120} height={90} style={{ objectFit: 'cover', borderRadius: 4 }} />
      ) : null}
      <Button size="small" icon={<DownloadOutlined aria-hidden />} onClick={() => void download()} aria-label={`Download ${doc.file_original_name}`}>
        {doc.file_original_name} · {formatFileSize(doc.file_size)}
      </Button>
    </Flex>
  );
}

function FileAttachment({ doc }: { doc: Document }) {
  const download = useDownload(doc);
  return (
    <Button size="small" icon={<FileOutlined aria-hidden />} onClick={() => void download()} aria-label={`Download ${doc.file_original_name}`}>
      {doc.file_original_name} · {formatFileSize(doc.file_size)}
    </Button>
  );
}

/** A message's files: images previewed, every file downloadable through the signed-in session. */
export function MessageAttachments({ documents }: { documents: Document[] }) {
  if (!documents.length) return null;
  return (
    <Image.PreviewGroup>
      <Flex wrap gap="small" align="end" style={{ marginTop: 8 }}>
        {documents.map((doc) => (isImage(doc) ? <ImageAttachment key={doc.id} doc={doc} /> : <FileAttachment key={doc.id} doc={doc} />))}
      </Flex>
    </Image.PreviewGroup>
  );
}
