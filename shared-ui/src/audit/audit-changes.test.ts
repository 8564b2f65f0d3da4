import { formatAuditValue, visibleChanges } from './audit-changes';

describe('visibleChanges', () => {
  it('keeps the fields a person changed, hides bookkeeping, and leaves redacted values as they are', () => {
    expect(
      visibleChanges({
        name: { before: 'Alif', after: 'Alif Alif' },
        version: { before: 1, after: 2 },
        updated_at: { before: '2026-11-20T10:00:00Z', after: '2026-11-21T10:00:00Z' },
        password: { before: '[redacted]', after: '[redacted]' },
        is_active: { before: true, after: false },
        document_ids: { before: [], after: [4, 5] },
      }),
    ).toEqual([
      { field: 'name', before: 'Alif', after: 'Alif Alif' },
      { field: 'password', before: '[redacted]', after: '[redacted]' },
      { field: 'is_active', before: 'true', after: 'false' },
      { field: 'document_ids', before: '[]', after: '[4,5]' },
    ]);
  });

  it('shows each record of a call that wrote several, field by field', () => {
    expect(visibleChanges({ '11': { before: null, after: { id: 11, name: 'a.pdf', version: 1 } }, '12': { before: null, after: { id: 12 } } })).toEqual([
      { field: '11.id', before: '-', after: '11' },
      { field: '11.name', before: '-', after: 'a.pdf' },
      { field: '12.id', before: '-', after: '12' },
    ]);
  });

  it("prints a missing value as '-'", () => {
    expect([null, undefined, ''].map(formatAuditValue)).toEqual(['-', '-', '-']);
    expect(formatAuditValue(0)).toBe('0');
  });
});
