import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Serves the built single-page app. Hashed assets are cached for a year; index.html is revalidated so
 * a deploy reaches phones at once. Every non-API GET that is not a file gets index.html and the
 * client router decides (including its own 404 page). Files are sent as the brotli or gzip copies the
 * build wrote beside them (scripts/compress-client.mjs) when the browser takes them.
 */
export async function registerStaticClient(app: FastifyInstance, clientDir: string): Promise<void> {
  const indexFile = path.join(clientDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ clientDir }, 'client build not found: run npm run build');
    return;
  }
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // Through @fastify/static like every file: it picks the brotli or gzip copy the browser accepts, and
  // setHeaders marks index.html no-cache.
  const sendIndex = (_request: unknown, reply: FastifyReply) => reply.sendFile('index.html');
  app.get('/', sendIndex);
  app.get('/*', (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if (urlPath.startsWith('/api/')) {
      return reply.status(404).send({ message: `Not found: GET ${urlPath}` });
    }
    const candidate = path.join(clientDir, path.normalize(urlPath));
    if (candidate.startsWith(clientDir) && path.extname(urlPath) && fs.existsSync(candidate)) {
      return reply.sendFile(path.relative(clientDir, candidate));
    }
    if (path.extname(urlPath) && urlPath.startsWith('/assets/')) {
      return reply.status(404).send({ message: 'Not found' });
    }
    return sendIndex(request, reply);
  });
}
