// How the functions are bundled for deployment (build.mjs), and the load bench's api thread with them, so that the
// bench runs our code as production does (decision 099): shared is compiled in, npm dependencies stay external, and
// no helper keeps each function's name.
import { readFileSync } from 'node:fs';

/** esbuild's options for a bundle of functions code: `entryPoints` and `outfile` are the caller's. */
export function functionsBundleOptions() {
  const packageJson = new URL('./package.json', import.meta.url);
  const { dependencies } = JSON.parse(readFileSync(packageJson, 'utf8'));
  return {
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap: true,
    external: Object.keys(dependencies).filter((name) => !name.startsWith('@marketplace/')),
  };
}
