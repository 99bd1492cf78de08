import pg from 'pg';

/**
 * The server's PostgreSQL database, when the journeys run on one (E2E_DATABASE_URL): for what no
 * API does, such as moving a holding's maturity into the past. Undefined on the embedded database,
 * which only the server process can open.
 */
export const databaseUrl = (): string | undefined => process.env.E2E_DATABASE_URL || undefined;

/** Makes a holding due a minute ago: the server's maturity job (every minute) then pays it. */
export async function makeHoldingDue(holdingId: string) {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    await client.query(`UPDATE holdings SET maturity_at = now() - interval '1 minute' WHERE id = $1`, [
      holdingId,
    ]);
  } finally {
    await client.end();
  }
}
