import { signedIn, type Rows } from '../testing/route-matrix';

const boundary = 'matrixboundary';
const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108020000009077533e', 'hex');

/** A multipart body with one small PNG in `file`. */
export const multipartPng = (fields: Record<string, string> = {}) => ({
  payload: Buffer.concat([
    ...Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)),
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="m.png"\r\ncontent-type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]),
  headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
});

/**
 * Documents: every signed-in role uploads and manages its own files (admins any). Seeded
 * documents 1 and 2 belong to another provider's application (the applications are seeded before
 * the jobs): the demo customer and provider get 404.
 */
export const documentRows: Rows = {
  'POST /api/v1/document/file/upload/:documentTypeId': {
    url: '/api/v1/document/file/upload/13',
    payload: multipartPng().payload,
    headers: () => multipartPng().headers,
    expect: signedIn(201),
  },
  'POST /api/v1/document/asset/upload': { payload: multipartPng().payload, headers: () => multipartPng().headers, expect: signedIn(201) },
  'GET /api/v1/document/:id/asset': { url: '/api/v1/document/1/asset', expect: { none: 401, customer: 404, provider: 404, admin: 200 } },
  'POST /api/v1/document/:id/file': {
    url: '/api/v1/document/1/file',
    payload: { relation_name: 'job', relation_id: 1 },
    expect: { none: 401, customer: 404, provider: 404, admin: 200 },
  },
  'DELETE /api/v1/document/remove': { payload: { document_id: 2 }, expect: { none: 401, customer: 404, provider: 404, admin: 200 } },
};
