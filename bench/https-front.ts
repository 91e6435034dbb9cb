import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';

// An HTTPS front speaking HTTP/2, for `npm run bench web` only (decision 074). In production the app sits
// behind a load balancer or reverse proxy that ends TLS (APP_URL=https://..., README), and browsers speak
// HTTP/2 to it: every request of a page shares one connection. Lighthouse simulates a phone from the
// protocol it saw; measured on the app's own port it models plain HTTP/1.1 over slow 4G, six connections
// and a round trip per request, which no phone meets. The front forwards each request over HTTP/1.1 to
// the app, its headers unchanged but for the connection's own and Host (the app's address), and the
// answer as it came (status, headers, body), as such a proxy does.

// Headers of one HTTP/1.1 hop that HTTP/2 forbids.
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

/** A self-signed certificate for 127.0.0.1, made by the machine's openssl into a folder of its own. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'touchline-bench-tls-'));
  try {
    const keyFile = path.join(dir, 'key.pem');
    const certFile = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ],
      { stdio: 'ignore' },
    );
    return { key: fs.readFileSync(keyFile), cert: fs.readFileSync(certFile) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Starts the front before `target` (http://127.0.0.1:PORT); its address is `url`. */
export async function startHttpsFront(target: string): Promise<{ url: string; close: () => void }> {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true });
  const server = http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true });
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  server.on('request', (request: http2.Http2ServerRequest, response: http2.Http2ServerResponse) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (!name.startsWith(':') && !HOP_HEADERS.has(name)) headers[name] = value;
    }
    headers.host = upstream.host;
    const forwarded = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: request.url,
        method: request.method,
        headers,
        agent,
      },
      (answer) => {
        const answerHeaders: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (!HOP_HEADERS.has(name)) answerHeaders[name] = value;
        }
        response.writeHead(answer.statusCode ?? 502, answerHeaders);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the HTTPS front has no port');
  return {
    url: `https://127.0.0.1:${address.port}`,
    close: () => {
      server.close();
      for (const session of sessions) session.destroy();
      agent.destroy();
    },
  };
}
