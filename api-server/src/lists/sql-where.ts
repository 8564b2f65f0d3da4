/**
 * A WHERE clause built from optional filters with numbered parameters: each `?` in a condition
 * becomes the next `$n`. Column names are written by the caller, values are always bound.
 */
export class SqlWhere {
  private readonly parts: string[] = [];
  readonly params: unknown[] = [];

  /** `firstParam`: the number of parameters the statement binds before this clause's. */
  constructor(private readonly firstParam = 0) {}

  and(condition: string, ...values: unknown[]): this {
    let i = 0;
    this.parts.push(
      condition.replace(/\?/g, () => {
        this.params.push(values[i++]);
        return `$${this.firstParam + this.params.length}`;
      }),
    );
    return this;
  }

  get sql(): string {
    return this.parts.length ? `where ${this.parts.join(' and ')}` : '';
  }
}

/** `abc` -> `%abc%` with LIKE wildcards in the search text taken literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * `column ilike ?`, or with `scan` as listPage's `scanWhere` needs it: on an expression no index
 * has, against a pattern no plan knows (a subquery), so that every plan of the statement walks
 * the list's order index and PostgreSQL makes one plan for every term.
 */
export const ilike = (column: string, scan = false): string => (scan ? `(${column} || '') ilike (select ?::text)` : `${column} ilike ?`);
