/**
 * Zod compiles fast parsers with `new Function` when it may. Our Content-Security-Policy forbids eval,
 * and even zod's caught probe for it is reported as a CSP violation, so the browser build parses
 * without it. Imported first by main.tsx: it must run before any schema is created. Set through
 * zod's global config object rather than `z.config()` so the landing page does not load zod itself.
 */
const g = globalThis as { __zod_globalConfig?: Record<string, unknown> };
g.__zod_globalConfig = { ...g.__zod_globalConfig, jitless: true };
