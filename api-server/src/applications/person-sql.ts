/** A timestamp read from JSON (`2026-03-01T10:00:00.123+00:00`) as the API writes them (`toISOString`). */
export const isoTime = (value: string | Date): string => new Date(value).toISOString();
