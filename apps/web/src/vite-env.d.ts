/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_PROJECT_INFO_URL?: string;
}
