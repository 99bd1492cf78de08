/**
 * The admin who asked for or decided something, as answers name them. An admin whose account was
 * deleted keeps the decision, not the name (a left join finds no row).
 */
export function adminPerson(admin: { id: string | null; name: string | null } | null): {
  _id: string;
  name: string;
} {
  return admin?.id && admin.name !== null
    ? { _id: admin.id, name: admin.name }
    : { _id: '', name: 'Deleted admin' };
}
