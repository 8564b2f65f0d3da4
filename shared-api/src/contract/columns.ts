import { z } from 'zod';
import { messages } from './messages';

/**
 * The largest value of a PostgreSQL `integer` (int4) column. Every id, amount in cents and count
 * the API stores is one, so no whole number in a request goes past it: a larger one is a 400 on
 * its field instead of a database error.
 */
export const INT4_MAX = 2_147_483_647;

/** `.max(INT4_MAX)` with its message, for whole numbers that are not ids (amounts, counts, pages). */
export const fitsIntColumn = <T extends z.ZodNumber | z.ZodCoercedNumber<unknown>>(n: T): T => n.max(INT4_MAX, messages.tooLarge(INT4_MAX)) as T;

/**
 * An id in a JSON body: a whole number from 1 to INT4_MAX. `message` (e.g. messages.select)
 * replaces zod's wording when it is missing, not a number or not positive.
 */
export const bodyId = (message?: string) =>
  fitsIntColumn(
    z
      .number(message === undefined ? undefined : { message })
      .int()
      .positive(message),
  );

/** An id that arrives as text (path, query string, multipart field): coerced to a number, then as bodyId. */
export const textId = (message?: string) =>
  fitsIntColumn(
    z.coerce
      .number(message === undefined ? undefined : { message })
      .int()
      .positive(message),
  );

/** ISO's year 0000 is valid ISO 8601 but not a PostgreSQL date or timestamp (1 BC precedes 1 AD). */
const notYearZero = (value: string) => !value.startsWith('0000');

/** A calendar date (YYYY-MM-DD) a `date` column takes. */
export const storableDate = () => z.iso.date().refine(notYearZero, messages.invalidDate);

/** A date and time with an offset that a `timestamptz` column takes. */
export const storableDateTime = () => z.iso.datetime({ offset: true }).refine(notYearZero, messages.invalidDate);
