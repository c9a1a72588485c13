// Bundles the functions for deployment: shared is compiled in, npm dependencies stay external.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const { dependencies } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: Object.keys(dependencies).filter((name) => !name.startsWith('@marketplace/')),
});
