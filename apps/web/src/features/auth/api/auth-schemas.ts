/**
 * The contract's sign-in and sign-up schemas, loaded on demand: the auth pages are prerendered and
 * evaluate no zod before someone types or submits (lib/lazy-zod-resolver.ts).
 */
export const authSchemas = () => import('@app/contract/auth');
export const errorSchemas = () => import('@app/contract/errors');
