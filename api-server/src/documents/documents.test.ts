import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { calls } from '../contract';
import { loadConfig as loadConfigForTest } from '../config';
import { contractData, errorBody, issuesByField } from '../testing/expect-contract';
import { type Session, startTestApp, type TestApp } from '../testing/test-app';

const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mv-admin-uploads-'));
let t: TestApp;
let admin: Session;
let customer: Session;
let provider: Session;
let typeId: number;
let customerJob: number;
let providersJob: number;
beforeAll(async () => {
  t = await startTestApp({ config: { uploadDir } });
  [admin, customer, provider] = await Promise.all([t.login('admin'), t.login('customer'), t.login('provider')]);
  [{ id: typeId }] = (await t.db.query<{ id: number }>("select id from document_types where slug = 'job-attachment'")) as [{ id: number }];
  // Two of the customer's jobs, picked by id so every run sees the same ones: one no provider has taken, one taken by provider@example.com.
  const customersJobs = (providerCondition: string) =>
    t.db.query<{ id: number }>(
      `select j.id from jobs j join users u on u.id = j.created_by where u.email = 'customer@example.com' and ${providerCondition} order by j.id limit 1`,
    );
  const [unassigned, takenByProvider] = await Promise.all([
    customersJobs('j.service_provider_id is null'),
    customersJobs("j.service_provider_id = (select id from users where email = 'provider@example.com')"),
  ]);
  expect(unassigned).toHaveLength(1);
  expect(takenByProvider).toHaveLength(1);
  customerJob = unassigned[0]!.id;
  providersJob = takenByProvider[0]!.id;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(100, 1)]);
const JPEG = Buffer.concat([Buffer.from('ffd8ffe0', 'hex'), Buffer.alloc(100, 2)]);
const PDF = Buffer.from('%PDF-1.4\n%test\n');
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(20)]);
const HTML = Buffer.from('<html><script>alert(1)</script></html>');

type Part = { name: string; value: string } | { name: string; filename: string; type?: string; data: Buffer };
const boundary = 'testboundary7x';
function form(parts: Part[]) {
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
const file = (data: Buffer, filename = 'photo.png', type = 'image/png'): Part => ({ name: 'file', filename, type, data });
const upload = (parts: Part[], session = admin, url = `/api/v1/document/file/upload/${typeId}`) => t.request({ method: 'POST', url, ...form(parts) }, session);
const storedFiles = () => fs.readdirSync(uploadDir).filter((f) => !f.startsWith('.'));

describe('upload', () => {
  test.each([
    ['png', PNG, 'image/png'],
    ['jpeg', JPEG, 'image/jpeg'],
    ['pdf', PDF, 'application/pdf'],
    ['webp', WEBP, 'image/webp'],
  ])('%s: 201, type from the content, stored under a generated name', async (_kind, data, mime) => {
    const before = storedFiles().length;
    const res = await upload([file(data, 'whatever.bin', 'application/octet-stream')]);
    expect(res.statusCode).toBe(201);
    expect(res.json().title).toBe('Document uploaded');
    const [doc] = contractData(calls.uploadDocument, res);
    expect(doc).toMatchObject({
      mime,
      file_size: data.length,
      document_type_id: typeId,
      relation_name: null,
      user: { email: 'admin@example.com' },
      documentType: { slug: 'job-attachment' },
    });
    const [row] = await t.db.query<{ storage_name: string }>('select storage_name from documents where id = $1', [doc!.id]);
    expect(row!.storage_name).toMatch(/^[0-9a-f-]{36}\.(png|jpg|pdf|webp)$/);
    expect(fs.readFileSync(path.join(uploadDir, row!.storage_name))).toEqual(data);
    expect(storedFiles().length).toBe(before + 1);
  });

  test('the original name is kept only as sanitized metadata', async () => {
    const [doc] = contractData(calls.uploadDocument, await upload([file(PNG, '../../etc/<evil>;rm -rf.png')]));
    expect(doc!.file_original_name).toBe('_evil__rm -rf.png');
    expect(storedFiles().some((f) => f.includes('evil'))).toBe(false);
  });

  test('several files at once (up to 5), attached to a job of the caller', async () => {
    const res = await upload(
      [file(PNG), file(PDF, 'r.pdf'), { name: 'relation_name', value: 'job' }, { name: 'relation_id', value: String(customerJob) }],
      customer,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().title).toBe('Documents uploaded');
    const docs = contractData(calls.uploadDocument, res);
    expect(docs.map((d) => [d.relation_name, d.relation_id])).toEqual([
      ['job', customerJob],
      ['job', customerJob],
    ]);
  });

  test('wrong magic bytes: 415 on file, nothing stored (even with an image name and type)', async () => {
    const before = storedFiles().length;
    const res = await upload([file(HTML, 'cat.png', 'image/png')]);
    expect(res.statusCode).toBe(415);
    expect(issuesByField(res)).toEqual({ file: ['Only PNG, JPEG, WebP and PDF files are allowed'] });
    const mixed = await upload([file(PNG), file(HTML, 'b.jpg', 'image/jpeg')]);
    expect(mixed.statusCode).toBe(415);
    expect(storedFiles().length).toBe(before);
  });

  test('over 10 MB: 413 on file, nothing stored', async () => {
    const before = storedFiles().length;
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload([file(big)]);
    expect(res.statusCode).toBe(413);
    expect(issuesByField(res)).toEqual({ file: ['A file must not be larger than 10 MB'] });
    expect(storedFiles().length).toBe(before);
  });

  test('more than 5 files: 413, nothing stored', async () => {
    const before = storedFiles().length;
    const res = await upload(Array.from({ length: 6 }, () => file(PNG)));
    expect(res.statusCode).toBe(413);
    expect(issuesByField(res)).toEqual({ file: ['At most 5 files can be uploaded at once'] });
    expect(storedFiles().length).toBe(before);
  });

  test('no file, unknown fields, half a relation: 400 with the field', async () => {
    expect(
      issuesByField(
        await upload([
          { name: 'relation_name', value: 'job' },
          { name: 'relation_id', value: '1' },
        ]),
      ),
    ).toEqual({ file: ['Choose a file to upload'] });
    const unknown = await upload([file(PNG), { name: 'user_id', value: '1' }]);
    expect(unknown.statusCode).toBe(400);
    expect(errorBody(unknown).result?.issues[0]).toMatchObject({ code: 'unrecognized_keys' });
    expect(issuesByField(await upload([file(PNG), { name: 'relation_name', value: 'job' }]))).toEqual({ relation_id: ['Please Select a value'] });
    expect(issuesByField(await upload([file(PNG), { name: 'relation_name', value: 'planet' }, { name: 'relation_id', value: '1' }]))).toEqual({
      relation_name: ['Please Select a value'],
    });
  });

  test("another customer's job, or a missing one: 400 on relation_id, nothing stored", async () => {
    const before = storedFiles().length;
    const [{ id: othersJob }] = (await t.db.query<{ id: number }>(
      "select j.id from jobs j join users u on u.id = j.created_by where u.email <> 'customer@example.com' and j.service_provider_id is distinct from (select id from users where email = 'provider@example.com') limit 1",
    )) as [{ id: number }];
    for (const id of [othersJob, 999_999]) {
      const res = await upload([file(PNG), { name: 'relation_name', value: 'job' }, { name: 'relation_id', value: String(id) }], customer);
      expect(res.statusCode).toBe(400);
      expect(issuesByField(res)).toEqual({ relation_id: ['The record to attach this document to does not exist'] });
    }
    expect(storedFiles().length).toBe(before);
  });

  test('unknown document type: 404; a JSON body: 415', async () => {
    expect((await upload([file(PNG)], admin, '/api/v1/document/file/upload/999999')).statusCode).toBe(404);
    const json = await t.request({ method: 'POST', url: `/api/v1/document/file/upload/${typeId}`, payload: { file: 'x' } }, admin);
    expect(json.statusCode).toBe(415);
  });

  test('asset upload: untyped files', async () => {
    const res = await upload([file(JPEG, 'a.jpg')], provider, '/api/v1/document/asset/upload');
    expect(res.statusCode).toBe(201);
    expect(contractData(calls.uploadAsset, res)[0]).toMatchObject({ document_type_id: null, documentType: null, mime: 'image/jpeg' });
  });
});

describe('download, attach, remove', () => {
  let docId: number;
  beforeAll(async () => {
    docId = contractData(calls.uploadDocument, await upload([file(PDF, 'Receipt – March.pdf', 'application/pdf')], customer))[0]!.id;
  });

  test('served as an attachment with its type, nosniff and no caching', async () => {
    const res = await t.request({ method: 'GET', url: `/api/v1/document/${docId}/asset` }, customer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Receipt _ March.pdf"; filename*=UTF-8''${encodeURIComponent('Receipt – March.pdf')}`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toMatch(/no-store/);
    expect(res.rawPayload).toEqual(PDF);
  });

  test('admins read any document; other users get 404; no token 401', async () => {
    expect((await t.request({ method: 'GET', url: `/api/v1/document/${docId}/asset` }, admin)).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `/api/v1/document/${docId}/asset` }, provider)).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/v1/document/${docId}/asset` })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/v1/document/999999/asset' }, admin)).statusCode).toBe(404);
  });

  test('seeded documents are served from the bundled samples', async () => {
    const [{ id }] = (await t.db.query<{ id: number }>("select id from documents where storage_name like 'sample:receipt.pdf%' limit 1")) as [{ id: number }];
    const res = await t.request({ method: 'GET', url: `/api/v1/document/${id}/asset` }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('attach: to a job of the uploader; a job no provider has taken keeps it from the provider', async () => {
    const res = await t.request(
      { method: 'POST', url: `/api/v1/document/${docId}/file`, payload: { relation_name: 'job', relation_id: customerJob } },
      customer,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().title).toBe('Document attached');
    expect(contractData(calls.attachDocument, res)).toMatchObject({ relation_name: 'job', relation_id: customerJob });
    expect((await t.request({ method: 'GET', url: `/api/v1/document/${docId}/asset` }, provider)).statusCode).toBe(404);
  });

  test('attach: to a job the provider has taken; the provider then reads it', async () => {
    const [doc] = contractData(calls.uploadDocument, await upload([file(PDF, 'quote.pdf', 'application/pdf')], customer));
    expect((await t.request({ method: 'GET', url: `/api/v1/document/${doc!.id}/asset` }, provider)).statusCode).toBe(404);
    const res = await t.request(
      { method: 'POST', url: `/api/v1/document/${doc!.id}/file`, payload: { relation_name: 'job', relation_id: providersJob } },
      customer,
    );
    expect(res.statusCode).toBe(200);
    expect(contractData(calls.attachDocument, res)).toMatchObject({ relation_name: 'job', relation_id: providersJob });
    const providerView = await t.request({ method: 'GET', url: `/api/v1/document/${doc!.id}/asset` }, provider);
    expect(providerView.statusCode).toBe(200);
    expect(providerView.rawPayload).toEqual(PDF);
  });

  test("attach: validation, someone else's document 404, a missing record 400", async () => {
    const bad = await t.request({ method: 'POST', url: `/api/v1/document/${docId}/file`, payload: { relation_name: 'job' } }, customer);
    expect(issuesByField(bad)).toEqual({ relation_id: ['Please Select a value'] });
    expect(
      (await t.request({ method: 'POST', url: `/api/v1/document/${docId}/file`, payload: { relation_name: 'job', relation_id: customerJob } }, provider))
        .statusCode,
    ).toBe(404);
    const missing = await t.request(
      { method: 'POST', url: `/api/v1/document/${docId}/file`, payload: { relation_name: 'user', relation_id: 999_999 } },
      customer,
    );
    expect(issuesByField(missing)).toEqual({ relation_id: ['The record to attach this document to does not exist'] });
  });

  test('remove: the row and the file go; others cannot; then 404', async () => {
    const [{ storage_name }] = (await t.db.query<{ storage_name: string }>('select storage_name from documents where id = $1', [docId])) as [
      { storage_name: string },
    ];
    expect((await t.request({ method: 'DELETE', url: '/api/v1/document/remove', payload: { document_id: docId } }, provider)).statusCode).toBe(404);
    const res = await t.request({ method: 'DELETE', url: '/api/v1/document/remove', payload: { document_id: docId } }, customer);
    expect(res.statusCode).toBe(200);
    expect(res.json().title).toBe('Document removed');
    expect(fs.existsSync(path.join(uploadDir, storage_name))).toBe(false);
    expect((await t.request({ method: 'DELETE', url: '/api/v1/document/remove', payload: { document_id: docId } }, customer)).statusCode).toBe(404);
    expect(issuesByField(await t.request({ method: 'DELETE', url: '/api/v1/document/remove', payload: { document_id: 0 } }, admin))).toEqual({
      document_id: ['Please Select a value'],
    });
  });
});

test('UPLOAD_DIR: defaults next to the data dir', () => {
  expect(loadConfigForTest({ DATA_DIR: '/srv/app/pglite' }).uploadDir).toBe(path.resolve('/srv/app/uploads'));
  expect(loadConfigForTest({ UPLOAD_DIR: 'files' }).uploadDir).toBe(path.resolve('files'));
});
