import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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

/**
 * Serves the built single-page app. Hashed assets are cached for a year; index.html is revalidated so
 * a deploy reaches phones at once. Every other GET that is not a file gets index.html and the client
 * router decides (including its own 404 page). Files are sent as the brotli or gzip copies the build
 * wrote beside them (scripts/compress-client.mjs) when the browser takes them.
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
  // Through @fastify/static like every file: it picks the brotli or gzip copy the browser accepts, and
  // setHeaders marks index.html no-cache.
  const sendIndex = (reply: FastifyReply) => reply.sendFile('index.html');
  app.get('/', { config: publicRoute }, (_request, reply) => sendIndex(reply));
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
    return sendIndex(reply);
  });
}
