import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { firstReadsOfPage } from '../../shared/contracts/first-reads.js';
import { escapeHtml } from '../email/layout.js';
import { findPageTeamRole } from '../identity/page-team-role.js';
import { readSessionCookie, setSessionCookie } from '../identity/session-cookie.js';
import { loadPrerenderedPages } from '../lib/prerendered-pages.js';

const publicRoute = { access: { auth: 'public' } } as const;

/**
 * The path as a person would read it: percent-decoded, dot segments and repeated slashes folded, `;`
 * path parameters dropped, lower-cased. Only used to recognise API-looking paths, never to route.
 */
export function readablePath(rawPath: string): string {
  let decoded = rawPath;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    // A malformed escape stays as typed; it still cannot name a file outside the client folder.
  }
  const segments = decoded
    .replaceAll('\\', '/')
    .split('/')
    .map((segment) => segment.split(';')[0] ?? '');
  return path.posix.normalize(`/${segments.join('/')}`).toLowerCase();
}

function isApiLike(rawPath: string): boolean {
  const readable = readablePath(rawPath);
  return readable === '/api' || readable.startsWith('/api/');
}

// A 404 document is sent whole: answering a conditional or range request with 404 and an empty or
// partial body would leave the browser a blank page.
const wholeFile = { etag: false, lastModified: false, acceptRanges: false } as const;

/**
 * Serves the built single-page app. Hashed assets are cached for a year; index.html is revalidated so
 * a deploy reaches phones at once. Files are sent as the brotli or gzip copies the build wrote beside
 * them (scripts/compress-client.mjs) when the browser takes them.
 *
 * Every other GET that is not a file is a page (decision 015). The public pages the build prerendered
 * (in `<clientDir>-pages`, beside the served folder) are sent as such to a browser without a session
 * cookie: they were drawn signed out. A path none of the client's routes matches (the build wrote their
 * patterns down) answers 404 with the prerendered 404 page. Anything else, and every page for a browser
 * with a session, gets index.html and the client router decides, as before prerendering; a signed-in
 * browser's copy names the page's first reads as preloads (decision 034).
 *
 * The catch-all reads the path Fastify matched (its `*` parameter), never the raw request line, and an
 * API-looking path that reached it under any spelling (`/API/...`, `//api/...`, `/api/x/`) answers a
 * JSON 404: only real API routes, with their access rules, ever answer under /api.
 */
export async function registerStaticClient(app: FastifyInstance, clientDir: string): Promise<void> {
  const indexFile = path.join(clientDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ clientDir }, 'client build not found: run npm run build');
    return;
  }
  const pagesDir = `${clientDir}-pages`;
  const prerendered = loadPrerenderedPages(pagesDir);
  // serve: false: only reply.sendFile is added; this plugin's own routes (one per file) would carry no
  // access rule, and the catch-all below already serves every file.
  await app.register(fastifyStatic, {
    root: clientDir,
    serve: false,
    index: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // The app document as built, for the copies sent to a signed-in browser with their preloads, and each
  // signed-in page's shell (the same document with its header and skeleton drawn, decision 065).
  const appDocument = fs.readFileSync(indexFile, 'utf8');
  const shellDocuments = new Map(
    (prerendered?.shells ?? []).map((name) => [name, fs.readFileSync(path.join(pagesDir, name), 'utf8')]),
  );
  /**
   * The shell to send: where the build drew a coach's and a parent's (their skeleton's words differ),
   * the one for the caller's role on the page's team, read as a call reads it (one query, two on an
   * unscoped page); else, or when that is not known, the one for anyone.
   */
  const chooseShell = async (
    request: FastifyRequest,
    reply: FastifyReply,
    urlPath: string,
    search: URLSearchParams,
  ) => {
    const shell = prerendered?.shellFor(urlPath);
    if (!shell) return null;
    const { documents, teamRef } = shell;
    const { edit, read } = documents;
    const sessionId = readSessionCookie(app, request);
    // Role shells are drawn for a page's address without its query. The editor opening a saved plan
    // (?formationId=) has other words, which its skeleton leaves as bones until the role is read: it
    // gets the shell for anyone, so words on screen never turn to bones and back.
    const isDrawnFor = !search.has('formationId');
    if (!edit || !read || !isDrawnFor || !sessionId || sessionId.length > 100) return documents.anyone;
    const found = await findPageTeamRole(app.ctx.db, sessionId, app.ctx.now(), teamRef);
    if (found?.rolledExpire) setSessionCookie(app, reply, sessionId, found.rolledExpire);
    if (found?.canEdit == null) return documents.anyone;
    return found.canEdit ? edit : read;
  };
  /**
   * index.html for a browser with a session, naming the page's first reads as preloads (decision 034)
   * so they travel beside the scripts, with the page's shell in #root when the build drew one (the one
   * for the caller's role where it drew one per role), so its header and skeleton paint before any
   * script has run (decision 065). Built per request: two to seven
   * kilobytes, sent as it is (within the first round trip's packets), and revalidated like every
   * document.
   */
  const sendSignedInApp = async (
    request: FastifyRequest,
    reply: FastifyReply,
    urlPath: string,
    search: URLSearchParams,
  ) => {
    const links = firstReadsOfPage(urlPath, search)
      .map(
        (read) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeHtml(read)}">`,
      )
      .join('');
    const shell = await chooseShell(request, reply, urlPath, search);
    const html = (shell && shellDocuments.get(shell)) || appDocument;
    const headEnd = html.indexOf('</head>');
    const body = headEnd === -1 ? html : `${html.slice(0, headEnd)}${links}${html.slice(headEnd)}`;
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(body);
  };
  // Through @fastify/static like every file: it picks the brotli or gzip copy the browser accepts, and
  // setHeaders marks the documents no-cache.
  const sendPage = (request: FastifyRequest, reply: FastifyReply, urlPath: string) => {
    // Which document, and which preloads in it, depend on the cookie: a shared cache must not hand one
    // browser's to another.
    reply.header('vary', 'cookie');
    const hasSession = readSessionCookie(app, request) !== undefined;
    // The address's query names a match some pages read first (?match=).
    const search = new URLSearchParams(request.url.split('?')[1] ?? '');
    const sendApp = () =>
      hasSession ? sendSignedInApp(request, reply, urlPath, search) : reply.sendFile('index.html');
    if (!prerendered) return sendApp();
    const page = prerendered.pageFor(urlPath);
    if (page) return hasSession ? sendApp() : reply.sendFile(page, pagesDir);
    if (prerendered.hasRoute(urlPath)) return sendApp();
    reply.status(404);
    return hasSession ? sendApp() : reply.sendFile(prerendered.notFound, pagesDir, wholeFile);
  };
  app.get('/', { config: publicRoute }, (request, reply) => sendPage(request, reply, '/'));
  app.get('/*', { config: publicRoute }, (request: FastifyRequest, reply) => {
    const wildcard = (request.params as { '*'?: string })['*'] ?? '';
    const urlPath = `/${wildcard}`;
    if (isApiLike(urlPath)) {
      return reply
        .status(404)
        .header('cache-control', 'no-store')
        .send({ code: 'NOT_FOUND', message: 'Not found' });
    }
    const relative = path.normalize(wildcard).replace(/^([/\\])+/, '');
    const candidate = path.join(clientDir, relative);
    const isInside = candidate.startsWith(clientDir + path.sep);
    if (isInside && path.extname(relative) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) {
      return reply.sendFile(path.relative(clientDir, candidate));
    }
    if (path.extname(urlPath) && readablePath(urlPath).startsWith('/assets/')) {
      return reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found' });
    }
    return sendPage(request, reply, urlPath);
  });
}
