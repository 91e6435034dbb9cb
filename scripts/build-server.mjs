// Bundles the server into dist/server/main.js (and the CLI tools) so `npm start` runs plain Node with no
// TypeScript loader in the hot path. Packages stay external: node_modules is there at run time.
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'server/main.ts',
    'seed-demo': 'server/cli/seed-demo.ts',
    admin: 'server/cli/admin.ts',
    'database-template': 'server/cli/database-template.ts',
    // Beside main.js, where server/features/fixtures-sync/parse-off-thread.ts forks it from (a child
    // process that parses Full-Time pages).
    'fulltime-parse-worker': 'server/features/fixtures-sync/parse-worker.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('server bundled into dist/server');
