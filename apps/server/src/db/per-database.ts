/**
 * One object per database handle, made on first use: an app instance's in-memory state (several
 * instances sharing one handle, as tests do, share it too).
 */
export function perDatabase<T>(make: () => T): (db: object) => T {
  const byDb = new WeakMap<object, T>();
  return (db) => {
    let value = byDb.get(db);
    if (value === undefined) {
      value = make();
      byDb.set(db, value);
    }
    return value;
  };
}
