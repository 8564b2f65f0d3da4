import { changedFields, redact } from './audit-changes';

describe('changedFields', () => {
  test('an update lists the fields that differ, with both values', () => {
    expect(changedFields({ id: 1, name: 'Haa Alif', code: 'HA', tags: [1, 2] }, { id: 1, name: 'Haa Dhaalu', code: 'HA', tags: [1, 3] })).toEqual({
      name: { before: 'Haa Alif', after: 'Haa Dhaalu' },
      tags: { before: [1, 2], after: [1, 3] },
    });
  });

  test('a create lists every field that has a value; a delete every field it had', () => {
    expect(changedFields(null, { id: 7, name: 'Thinadhoo', province: null })).toEqual({
      id: { before: null, after: 7 },
      name: { before: null, after: 'Thinadhoo' },
    });
    expect(changedFields({ id: 7, name: 'Thinadhoo' }, null)).toEqual({ id: { before: 7, after: null }, name: { before: 'Thinadhoo', after: null } });
  });

  test('a missing field and null are the same; nothing changed is an empty record', () => {
    expect(changedFields({ id: 1, remarks: null }, { id: 1 })).toEqual({});
  });

  test('a changed password hash shows that it changed, never the values', () => {
    expect(changedFields({ password_hash: 'scrypt$old' }, { password_hash: 'scrypt$new' })).toEqual({
      password_hash: { before: '[redacted]', after: '[redacted]' },
    });
    expect(changedFields({ password_hash: 'scrypt$same' }, { password_hash: 'scrypt$same' })).toEqual({});
    expect(changedFields(null, { password_hash: 'scrypt$new', token_hash: null })).toEqual({ password_hash: { before: null, after: '[redacted]' } });
  });

  test('secrets nested in a changed value are redacted too', () => {
    expect(changedFields({ settings: { theme: 'dark' } }, { settings: { theme: 'light', api_token: 'tok-1' } })).toEqual({
      settings: { before: { theme: 'dark' }, after: { theme: 'light', api_token: '[redacted]' } },
    });
  });
});

describe('redact', () => {
  test('replaces the values of password, token and secret keys at any depth, in any case', () => {
    expect(redact({ name: 'Ali', Password: 'pw', nested: [{ refresh_token: 'r', clientSecret: 's', note: 'token-free' }], access_token: null })).toEqual({
      name: 'Ali',
      Password: '[redacted]',
      nested: [{ refresh_token: '[redacted]', clientSecret: '[redacted]', note: 'token-free' }],
      access_token: null,
    });
  });
});
