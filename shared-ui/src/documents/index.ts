/**
 * `@mv-admin/shared-ui/documents`: showing a record's uploaded documents (list with image
 * previews and downloads through the signed-in session) and helpers for their files.
 */
export { DocumentList, type DocumentItem } from './document-list';
export { useDocumentFileUrl, downloadDocument } from './use-document-file';
export { formatFileSize } from './file-size';
