/** Test helper: a multipart/form-data body for inject(), with text fields and file parts. */
export type FormPart = { name: string; value: string } | { name: string; filename: string; type?: string; data: Buffer };

const boundary = 'ticketboundary5q';

export function multipartForm(parts: FormPart[]): { payload: Buffer; headers: Record<string, string> } {
  const chunks = parts.flatMap((p) =>
    'data' in p
      ? [
          Buffer.from(
            `--${boundary}\r\ncontent-disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\ncontent-type: ${p.type ?? 'application/octet-stream'}\r\n\r\n`,
          ),
          p.data,
          Buffer.from('\r\n'),
        ]
      : [Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`)],
  );
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Text fields only: `{ chat_id: 1, message: 'Hi' }` as form fields (undefined values left out). */
export const fieldsForm = (fields: Record<string, string | number | undefined>) =>
  multipartForm(Object.entries(fields).flatMap(([name, value]) => (value === undefined ? [] : [{ name, value: String(value) }])));

export const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64, 1)]);
export const PDF = Buffer.from('%PDF-1.4\n%ticket test\n');
export const HTML = Buffer.from('<html><script>alert(1)</script></html>');
