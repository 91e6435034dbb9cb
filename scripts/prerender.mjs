// Renders the public pages (landing, about, help, contact, the policies, 404) to full HTML documents at
// build time, so their text paints before any script runs; the app then hydrates them (decision 015).
// Vite bundles client/prerender-entry.tsx for Node (an SSR build into dist/prerender, removed after),
// each page is rendered into the built index.html, and the documents go to dist/client-pages with a
// manifest the server reads (server/plugins/static-client.ts): beside the served folder, not in it, so
// a prerendered page is only ever sent at its own path. It also draws each signed-in page's shell (its
// header and skeleton), which the server sends a signed-in browser (decision 065). Run by `npm run build`
// after `vite build`.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const clientDir = 'dist/client';
const pagesDir = 'dist/client-pages';
const bundleDir = 'dist/prerender';
const rootElement = '<div id="root"></div>';

// Production React, as the browser runs it; set before the bundle loads React.
process.env.NODE_ENV = 'production';

const escapeHtml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * index.html with the page's markup in #root and its title in <title>. Its "needs JavaScript" notice is
 * left out: these pages read fine without scripts (the contact form says so itself).
 */
function documentFor(template, { html, title }) {
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
    .replace(rootElement, () => `<div id="root">${html}</div>`);
}

await build({
  configFile: false,
  logLevel: 'warn',
  plugins: [react()],
  build: {
    ssr: 'client/prerender-entry.tsx',
    outDir: bundleDir,
    emptyOutDir: true,
    target: 'node20',
    minify: false,
  },
});
const entry = await import(pathToFileURL(path.resolve(bundleDir, 'prerender-entry.js')).href);

const template = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
if (!template.includes(rootElement)) throw new Error(`${clientDir}/index.html has no empty ${rootElement}`);

fs.rmSync(pagesDir, { recursive: true, force: true });
fs.mkdirSync(pagesDir, { recursive: true });

// Signed-in pages' shells first (decision 065): the public pages' render below marks the first load
// done, after which a render would draw the footer the browser's first render does not have. Each is the
// app document with the header and the page's skeleton in #root, marked data-shell: the browser draws
// over it (main.tsx) rather than hydrating it.
// A page whose skeleton says a coach's or a parent's words once the role is known gets a shell for each
// (data-shell="edit" or "read", which the browser's first render reads), beside the one for a caller
// whose role the server does not read; the others one shell for anyone.
const shells = {};
const writeShell = (name, html, hint) => {
  fs.writeFileSync(
    path.join(pagesDir, name),
    template.replace(rootElement, () => `<div id="root" data-shell="${hint}">${html}</div>`),
  );
  return name;
};
for (const pattern of entry.signedInShellPatterns()) {
  const base = `shell-${pattern
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()}`;
  const anyone = await entry.renderShell(pattern);
  const edit = await entry.renderShell(pattern, true);
  const read = await entry.renderShell(pattern, false);
  shells[pattern] =
    edit === anyone && read === anyone
      ? { anyone: writeShell(`${base}.html`, anyone, '') }
      : {
          anyone: writeShell(`${base}.html`, anyone, ''),
          edit: writeShell(`${base}-edit.html`, edit, 'edit'),
          read: writeShell(`${base}-read.html`, read, 'read'),
        };
}

const pages = {};
for (const urlPath of entry.prerenderedPaths) {
  const name = `${urlPath.slice(1) || 'home'}.html`;
  fs.writeFileSync(path.join(pagesDir, name), documentFor(template, await entry.renderPage(urlPath)));
  pages[urlPath] = name;
}
const notFound = '404.html';
fs.writeFileSync(
  path.join(pagesDir, notFound),
  documentFor(template, await entry.renderPage(entry.notFoundPath)),
);

// The server answers 404 for a path none of these match: the 404 route ("/*") is left out.
const patterns = entry.clientRoutePatterns();
if (patterns.filter((pattern) => pattern === '/*').length !== 1) {
  throw new Error(`expected one top-level 404 route "/*" among ${patterns.join(', ')}`);
}
const manifest = { pages, notFound, routes: patterns.filter((pattern) => pattern !== '/*'), shells };
fs.writeFileSync(path.join(pagesDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
fs.rmSync(bundleDir, { recursive: true, force: true });
console.log(
  `prerendered ${Object.keys(pages).length} public pages, the 404 page and ${Object.keys(shells).length} signed-in shells into ${pagesDir}`,
);
