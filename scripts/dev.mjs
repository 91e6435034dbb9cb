// `npm run dev`: the API under tsx watch on PORT+1 and Vite with hot reload on PORT, which proxies /api.
// The browser only ever sees one origin (APP_URL), so cookies and the Origin check behave as in production.
import { spawn } from 'node:child_process';

const port = Number(process.env.PORT ?? 3000);
const appUrl = process.env.APP_URL ?? `http://localhost:${port}`;
const env = { ...process.env, APP_URL: appUrl, NODE_ENV: 'development' };

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...env, PORT: String(port + 1), HOST: '127.0.0.1' },
  }),
  spawn('npx', ['vite', '--port', String(port), '--strictPort'], {
    stdio: 'inherit',
    env: { ...env, API_PORT: String(port + 1) },
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    if (code && code !== 0) {
      stop();
      process.exit(code);
    }
  });
