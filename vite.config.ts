import fs from 'node:fs';
import babel from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import react, { reactCompilerPreset } from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { offlineReadUrl } from './shared/contracts/offline-reads';

// `npm run dev` (scripts/dev.mjs) runs the API on PORT+1 and passes it as API_PORT.
const apiPort = Number(process.env.API_PORT ?? 3001);

// The files the React Compiler memoizes (decision 077): the features and the shared UI, which redraw as
// a coach taps. Not what every page loads first and draws once: the app's shell (client/app, client/lib),
// the route files and skeletons, the button. Compiled, they put the initial JavaScript over its budget.
const compiledFiles =
  /[\\/]client[\\/](features|components)[\\/](?!.*(-routes|skeleton)\.tsx$)(?!ui[\\/]button\.tsx$)/;
// Nor the forms: react-hook-form's form object changes inside without changing itself (its watch(), its
// form state), which compiled code takes for unchanged; compiled, the journeys' forms stopped saving.
// A file is a form when it imports either, not when a comment names them.
const isForm = (file: string) =>
  /from '(react-hook-form|[./]+\/lib\/use-dialog-form)'/.test(fs.readFileSync(file, 'utf8'));
const compiledByReactCompiler = (file: string) => compiledFiles.test(file) && !isForm(file);

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

// The installable app and its service worker (issue 32, decision 070), built by Workbox. Documents and
// the team's reads go to the network first, as without a worker (the server's shells, preloads and
// sessions work unchanged); what they answered is kept, and answers when the network does not, so the
// pages a coach opened online open again at the touchline with no signal. The app's files are
// precached. 'prompt': a new version waits until the coach takes it (never during a live match).
const offlineSupport = VitePWA({
  injectRegister: false,
  registerType: 'prompt',
  includeAssets: [],
  manifest: {
    name: 'Touchline',
    short_name: 'Touchline',
    description: 'Formations, squad and match day for grassroots football clubs.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#15803d',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // The built scripts and styles (without their .br/.gz copies, which the server picks per request),
    // the app document for a page never opened online, and the icons.
    globPatterns: ['assets/*.{js,css,woff2}', 'index.html', '*.{svg,png}'],
    globIgnores: ['**/*.{br,gz}'],
    // Navigations are answered by the rule below, not from the precache.
    navigateFallback: null,
    navigationPreload: true,
    cleanupOutdatedCaches: true,
    // The first version installed takes the open page at once, so what it reads next is kept; a later
    // version waits for the coach (registerType 'prompt').
    clientsClaim: true,
    // One file, no map: nothing else of the worker is served.
    inlineWorkboxRuntime: true,
    sourcemap: false,
    runtimeCaching: [
      {
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkFirst',
        options: {
          cacheName: 'pages',
          networkTimeoutSeconds: 4,
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 60 },
          // A page never opened online: the app's document, which draws any page from the kept reads.
          precacheFallback: { fallbackURL: '/index.html' },
        },
      },
      {
        // A regular expression, not a function: the worker is written out as text, without this module.
        urlPattern: offlineReadUrl,
        handler: 'NetworkFirst',
        options: {
          cacheName: 'api',
          networkTimeoutSeconds: 4,
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 200 },
        },
      },
    ],
  },
});

export default defineConfig({
  root: '.',
  publicDir: 'client/public',
  // The React Compiler memoizes components and hooks at build time (decision 077): a tap that changes one
  // part of a page redraws that part, not the whole tree under the state it changed. Which files, and
  // why not the others: `compiledByReactCompiler` above.
  plugins: [
    react(),
    babel({ presets: [reactCompilerPreset({ sources: compiledByReactCompiler })] }),
    tailwindcss(),
    offlineSupport,
  ],
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
    // No preload helper around dynamic imports: its <link rel=modulepreload> insertions were a long task
    // on a slow phone, and the browser fetches a lazy chunk's imports itself (decision 073).
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Only the parts the first page needs: a part only lazy modules use (TanStack's hydration for
            // the offline queue, say) goes with them, not into every page's first download.
            { name: 'framework', test: frameworkPackages, tags: ['$initial'], priority: 10 },
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
