import type { Queryable } from '../db/db';

/**
 * Runs `write` in a transaction that then rolls back, and fails unless the rollback is the only
 * thing that went wrong: swallowing every error (`.catch(() => undefined)`) would let a failing
 * write pass the "nothing changed" check that follows. `write` returns the rows it changed
 * (`returning`), which must not be none, so the check after it compares against a real change.
 */
export async function inRolledBackTransaction(
  db: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  write: (tx: Queryable) => Promise<unknown[]>,
): Promise<void> {
  const rollBack = new Error('roll back');
  await expect(
    db.transaction(async (tx) => {
      expect((await write(tx)).length).toBeGreaterThan(0);
      throw rollBack;
    }),
  ).rejects.toBe(rollBack);
}
