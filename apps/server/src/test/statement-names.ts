import pg from 'pg';
import { vi } from 'vitest';

/**
 * The names of the statements node-postgres sent while `run` ran (undefined for an unnamed one): every
 * statement is a pg.Query, and a named one is parsed and planned once per connection.
 */
export async function statementNamesDuring(run: () => Promise<unknown>): Promise<(string | undefined)[]> {
  const submit = vi.spyOn(pg.Query.prototype as { submit: (c: unknown) => unknown }, 'submit');
  try {
    await run();
    return submit.mock.contexts.map((q) => (q as { name?: string }).name);
  } finally {
    submit.mockRestore();
  }
}
