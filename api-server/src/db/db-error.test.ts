import { toDbError, withoutValues } from './db';

describe('withoutValues: PostgreSQL messages with the values they quote blanked', () => {
  test.each([
    ['invalid input syntax for type integer: "abc"', 'invalid input syntax for type integer: "…"'],
    ['value "99999999999" is out of range for type integer', 'value "…" is out of range for type integer'],
    ['value "a"b" is out of range for type integer', 'value "…" is out of range for type integer'],
    ['invalid byte sequence for encoding "UTF8": 0x00', 'invalid byte sequence for encoding "UTF8": 0x…'],
    ['invalid input value for enum job_status: "nope"', 'invalid input value for enum job_status: "…"'],
    ['date/time field value out of range: "0000-01-01"', 'date/time field value out of range: "…"'],
    ['malformed array literal: "{1,"', 'malformed array literal: "…"'],
    ['time zone "Mars/Olympus" not recognized', 'time zone "…" not recognized'],
  ])('%s', (message, expected) => {
    expect(withoutValues(message)).toBe(expected);
  });

  test.each([
    'duplicate key value violates unique constraint "atolls_code_key"',
    'insert or update on table "islands" violates foreign key constraint "islands_atoll_fkey"',
    'update or delete on table "atolls" violates foreign key constraint "islands_atoll_fkey" on table "islands"',
    'null value in column "name" of relation "atolls" violates not-null constraint',
    'new row for relation "reviews" violates check constraint "reviews_rating_check"',
    'relation "no_such_table" does not exist',
    'value too long for type character varying(10)',
    'integer out of range',
  ])('names stay: %s', (message) => {
    expect(withoutValues(message)).toBe(message);
  });

  test('toDbError keeps the SQLSTATE and constraint, drops statement, parameters and detail', () => {
    const driverError = Object.assign(new Error('value "12345678901" is out of range for type integer'), {
      code: '22003',
      constraint: undefined,
      query: 'select $1::int',
      params: ['12345678901'],
      detail: 'Key (id)=(12345678901)',
    });
    const error = toDbError(driverError);
    expect({ ...error, message: error.message }).toEqual({
      name: 'DbError',
      code: '22003',
      constraint: undefined,
      message: 'value "…" is out of range for type integer',
    });
    expect(error.stack).not.toContain('12345678901');
  });
});
