/** Where the API lives: `VITE_API_URL`, default `/api` (same origin). Its own module: the entry chunk needs it. */
export const API_BASE_URL = (import.meta.env.VITE_API_URL ?? '/api').replace(/\/+$/, '');
