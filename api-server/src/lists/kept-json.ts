import type { Queryable } from '../db/db';
import { dataVersionSql, type VersionedTable } from './total-memo';

/*
 * Each row's JSON text as a list last wrote it, kept with the version it was written at (088:
 * the jobs, 089: the tickets): the row's own version, set anew by any write to the row or to the
 * rows of its to-many relations, and the version of the rows it shares with others (users' names,
 * places, subcategories...). A list reads the page's ids with their versions, serves the kept
 * text of each row whose version is the same, and writes only the others as JSON. The text is
 * exact: the version and the text are read in one statement (one snapshot), and a version is a
 * random uuid that no other state of the row, in any database, ever has. A memo is shared by
 * every database of the process (tests run many).
 */

/** A row's id and its version (KeptJson.version): what a list reads before its rows' text. */
export interface RowVersion {
  id: number;
  version: string | null;
}

export class KeptJson {
  private readonly kept = new Map<number, { version: string; json: string }>();

  /**
   * `versions`, `key`: the table of the rows' own versions and its key column (088, 089);
   * `references`: the data version of the rows they share; `limit`: the most rows kept (a few KB
   * of text each), the least recently used dropped first.
   */
  constructor(
    private readonly versions: string,
    private readonly key: string,
    private readonly references: VersionedTable,
    readonly limit: number,
  ) {}

  /**
   * A select-list expression: the version of the row aliased `alias` (its `id`) that its kept text
   * is checked against; null (nothing kept or served) in a transaction that has written shared
   * rows, whose version is set only when it commits.
   */
  version(alias: string): string {
    return `case when current_setting('mv.data_written_${this.references}', true) = 'yes' then null
      else (select v.version::text from ${this.versions} v where v.${this.key} = ${alias}.id) || ${dataVersionSql([this.references])} end`;
  }

  /**
   * The JSON text of the rows `rows`, in their order: the text kept at each one's version, and
   * `sql` (a statement of `id, json, version` rows for the ids `$1`) for the others, each kept at
   * the version it was written at. A row deleted in between is left out.
   */
  async texts(db: Queryable, rows: RowVersion[], sql: string): Promise<Array<{ id: number; json: string }>> {
    const texts = new Map<number, string>();
    const missing: number[] = [];
    for (const row of rows) {
      const json = this.recall(row);
      if (json === undefined) missing.push(row.id);
      else texts.set(row.id, json);
    }
    if (missing.length) {
      for (const row of await db.query<RowVersion & { json: string }>(sql, [missing])) {
        this.keep(row, row.json);
        texts.set(row.id, row.json);
      }
    }
    return rows.flatMap((row) => {
      const json = texts.get(row.id);
      return json === undefined ? [] : [{ id: row.id, json }];
    });
  }

  /** For tests: forgets every kept row. */
  forget(): void {
    this.kept.clear();
  }

  private recall({ id, version }: RowVersion): string | undefined {
    const entry = this.kept.get(id);
    if (!entry || version === null || entry.version !== version) return undefined;
    this.kept.delete(id);
    this.kept.set(id, entry);
    return entry.json;
  }

  private keep({ id, version }: RowVersion, json: string): void {
    if (version === null) return;
    this.kept.delete(id);
    this.kept.set(id, { version, json });
    if (this.kept.size > this.limit) this.kept.delete(this.kept.keys().next().value!);
  }
}
