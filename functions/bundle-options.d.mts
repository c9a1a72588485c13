import type { BuildOptions } from 'esbuild';

/** esbuild's options for a bundle of functions code: `entryPoints` and `outfile` are the caller's. */
export function functionsBundleOptions(): BuildOptions;
