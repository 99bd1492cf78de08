/** A unique index refused the write (PostgreSQL 23505), from either driver, wrapped by Drizzle or not. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
