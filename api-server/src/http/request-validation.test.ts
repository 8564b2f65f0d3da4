import { z } from 'zod';
import { checkRequestPart, controlCharacterIssues } from './request-validation';

const issue = (path: Array<string | number>) => ({ path, message: 'Must not contain control characters', code: 'invalid_format' });

describe('controlCharacterIssues', () => {
  test('NUL, escape, DEL and C1 controls are refused on their path, at any depth', () => {
    expect(controlCharacterIssues({ name: 'a\u0000b', nested: { list: ['fine', '\u001b[31m'] }, del: 'x\u007f', c1: 'next\u0085line', ok: 'plain' })).toEqual([
      issue(['name']),
      issue(['nested', 'list', 1]),
      issue(['del']),
      issue(['c1']),
    ]);
  });

  test('tab, line feed and carriage return are kept for multi-line text; other values are not text', () => {
    expect(controlCharacterIssues({ description: 'line one\r\n\tline two\n', n: 1, b: true, none: null, list: [1, 2] })).toEqual([]);
  });

  test('a key with a control character is refused too', () => {
    expect(controlCharacterIssues({ 'bad\u0000key': 1 })).toEqual([issue(['bad\u0000key'])]);
  });

  test('a query string or a bare string: the path names the parameter or is empty', () => {
    expect(controlCharacterIssues({ search: '\u0000' })).toEqual([issue(['search'])]);
    expect(controlCharacterIssues('\u0000')).toEqual([issue([])]);
  });

  test('deep nesting neither overflows the stack nor hides a control character', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    const [found] = controlCharacterIssues(deep);
    expect(found.path).toHaveLength(100_000);
  });

  test('at most 20 issues, however many strings hold control characters', () => {
    expect(controlCharacterIssues(Array.from({ length: 1000 }, () => '\u0001'))).toHaveLength(20);
  });
});

describe('checkRequestPart', () => {
  const schema = z.object({ name: z.string().min(2), count: z.number() }).strict();

  test('a valid part passes with its parsed value', () => {
    expect(checkRequestPart(schema, { name: 'Atoll', count: 1 })).toEqual({ value: { name: 'Atoll', count: 1 } });
  });

  test('control characters and schema issues are reported together', () => {
    const result = checkRequestPart(schema, { name: 'a\u0000', count: 'x' });
    expect('error' in result && result.error.issues).toEqual([
      issue(['name']),
      { path: ['count'], message: 'Invalid input: expected number, received string', code: 'invalid_type' },
    ]);
  });

  test('text the schema accepts is still refused when it holds a control character', () => {
    const result = checkRequestPart(schema, { name: 'Ab\u0007', count: 1 });
    expect('error' in result && result.error.issues).toEqual([issue(['name'])]);
  });
});
