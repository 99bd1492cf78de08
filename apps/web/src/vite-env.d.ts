/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the HTTP API; defaults to `/api` (same origin, proxied to the server in dev). */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
