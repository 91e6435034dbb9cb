import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

function readIfExists(file: string): Buffer | null {
  return fs.existsSync(file) ? fs.readFileSync(file) : null;
}

type Encoding = 'br' | 'gzip';

/** The best encoding of ours the client accepts (brotli, then gzip), or null for none. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}

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
  const indexVariants: Record<Encoding | 'identity', Buffer | null> = {
    identity: fs.readFileSync(indexFile),
    br: readIfExists(`${indexFile}.br`),
    gzip: readIfExists(`${indexFile}.gz`),
  };
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
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    const encoding = pickEncoding(request.headers['accept-encoding']);
    const compressed = encoding ? indexVariants[encoding] : null;
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    if (encoding && compressed) reply.header('content-encoding', encoding);
    return reply.send(compressed ?? indexVariants.identity);
  };
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
