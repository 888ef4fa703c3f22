/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the API; defaults to the same origin under /api (README.md#configuration). */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
