import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `npm run dev` (scripts/dev.mjs) runs the API on PORT+1 and passes it as API_PORT.
const apiPort = Number(process.env.API_PORT ?? 3001);

// Libraries every page needs change rarely: their own chunk stays cached across deploys of app code.
const frameworkPackages = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/;

// Small modules several pages share (light UI parts, icons, pure rules): one chunk rather than a dozen
// of a kilobyte each. Only parts that import nothing heavy: a group takes its modules' imports with it.
const pageParts = new RegExp(
  [
    String.raw`client[\\/]components[\\/]ui[\\/](empty-state|page-header|table|card|form-field|label|badge|input|textarea|checkbox|use-focus-after-close)\.tsx?$`,
    String.raw`client[\\/]components[\\/](ui[\\/]native-select|full-time-mark)\.tsx$`,
    String.raw`client[\\/]lib[\\/](mutation-toasts|api-checks|team-path|use-reveal|use-media-query|effective-team-role|match-dates)\.ts$`,
    String.raw`shared[\\/]domain[\\/](match-settings|squad-roles|squad-limits|positions|figures|name-order|match-periods|formation-for-period|uk-time)\.ts$`,
    String.raw`node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]`,
  ].join('|'),
);

export default defineConfig({
  root: '.',
  publicDir: 'client/public',
  plugins: [react(), tailwindcss()],
  server: {
    port: 3000,
    strictPort: true,
    proxy: {
      // changeOrigin false: the API sees Origin and Host as localhost:3000, as in production (one origin),
      // so the session cookie and the cross-site check behave the same in development.
      '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false },
    },
  },
  preview: { port: 3000 },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // scripts/report-bundle.mjs reads the manifest to report each page's initial JavaScript. It and the
    // maps are moved out of the served folder after the build (scripts/move-build-meta.mjs).
    manifest: true,
    target: 'es2022',
    // Maps for debugging and bundle analysis, without a sourceMappingURL: browsers never fetch them.
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: frameworkPackages, priority: 10 },
            // The rest of what every page needs first, as one file: on HTTP/1.1 and a phone's round trips,
            // a handful of 1 KB files costs more than their bytes (decision 016).
            { name: 'app', tags: ['$initial'], priority: 5 },
            { name: 'pages', test: pageParts, priority: 4 },
          ],
        },
      },
    },
  },
});
