/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'on' in `npm run dev -- --inspect`: the XState inspector is attached (lib/inspect.ts). */
  readonly XSTATE_INSPECT?: string;
}
