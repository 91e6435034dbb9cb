import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

// The route table as OpenAPI, read by a club's own tools: every API route is in it, with its
// parameters and bodies from the same zod schemas the routes validate with, and its access rule.

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Operation = { description?: string; requestBody?: unknown; parameters?: Array<{ name: string }> };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

describe('GET /api/docs', () => {
  it('lists every API route with its access rule, to anyone, and nothing else', async () => {
    const res = await t.request('GET', '/api/docs');
    expect(res.status).toBe(200);
    const doc = res.body as Document;
    expect(doc.openapi).toMatch(/^3\./);
    const listed = new Set(
      Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
      ),
    );
    const registered = t.routes
      .filter((r) => r.url.startsWith('/api/') && r.url !== '/api/docs')
      .flatMap((r) =>
        (Array.isArray(r.method) ? r.method : [r.method])
          .filter((m) => m !== 'HEAD')
          .map((m) => `${m} ${r.url.replace(/:(\w+)/g, '{$1}')}`),
      );
    expect(registered.length).toBeGreaterThan(35);
    for (const route of registered) expect(listed, route).toContain(route);
    expect([...listed].every((op) => op.split(' ')[1]?.startsWith('/api/'))).toBe(true);
    for (const ops of Object.values(doc.paths)) {
      for (const op of Object.values(ops)) expect(op.description).toBeTruthy();
    }
  });

  it('describes bodies and parameters from the zod contracts', async () => {
    const doc = (await t.request('GET', '/api/docs')).body as Document;
    const createPlayer = doc.paths['/api/teams/{teamId}/players']?.post;
    expect(createPlayer?.description).toMatch(/admins and coaches may write/);
    expect(JSON.stringify(createPlayer?.requestBody)).toContain('shirtNumber');
    expect(createPlayer?.parameters?.map((p) => p.name)).toContain('teamId');
    expect(doc.paths['/api/admin/clubs']?.get?.description).toBe('Platform administrators only.');
  });
});
