import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The architecture's import rules (docs/architecture.md), checked on every source file so that a
// change breaking one fails the unit tests instead of waiting for a reviewer to notice:
// - a feature never imports another feature, on either side (client/app and the server's app.ts
//   compose them; what two features share lives in lib, components, identity or shared);
// - shared/ imports nothing from client/ or server/: both sides load it;
// - the UI kit and the shared components import no feature and nothing of the shell (client/app);
// - client/lib sits below the UI kit: it imports no component, feature or shell module.

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const sourceFolders = ['client', 'server', 'shared'];
const skippedFolders = new Set(['node_modules', 'dist', 'migrations', 'public']);

type SourceFile = { path: string; source: string };
type Violation = { from: string; to: string; rule: string };

/** Every .ts and .tsx file under the source folders, with its path from the repository root. */
function readSources(): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
      const path = posix.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!skippedFolders.has(entry.name)) walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        files.push({ path, source: readFileSync(join(root, path), 'utf8') });
      }
    }
  };
  for (const folder of sourceFolders) walk(folder);
  return files;
}

/** Comments out of the way, so an example in a comment is not taken for an import. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/**
 * The module specifiers a file imports: static imports and re-exports (`... from 'x'`), side-effect
 * imports (`import 'x'`) and dynamic imports (`import('x')`).
 */
function importSpecifiers(source: string): string[] {
  const code = withoutComments(source);
  const patterns = [
    /\bfrom\s*['"]([^'"]+)['"]/g,
    /(?:^|[;\s])import\s*['"]([^'"]+)['"]/g,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[1] ?? ''));
}

/** Where a relative specifier points, from the repository root; null for a package. */
function target(fromPath: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  return posix.normalize(posix.join(posix.dirname(fromPath), specifier));
}

const featureOf = (path: string, side: 'client' | 'server') =>
  path.match(new RegExp(`^${side}/features/([^/]+)/`))?.[1] ?? null;
const isUnder = (path: string, folder: string) => path === folder || path.startsWith(`${folder}/`);

const rules: Array<{ rule: string; breaks: (from: string, to: string) => boolean }> = [
  {
    rule: 'client features never import each other',
    breaks: (from, to) => {
      const [a, b] = [featureOf(from, 'client'), featureOf(to, 'client')];
      return a !== null && b !== null && a !== b;
    },
  },
  {
    rule: 'server features never import each other',
    breaks: (from, to) => {
      const [a, b] = [featureOf(from, 'server'), featureOf(to, 'server')];
      return a !== null && b !== null && a !== b;
    },
  },
  {
    rule: 'shared imports nothing from client or server',
    breaks: (from, to) => isUnder(from, 'shared') && (isUnder(to, 'client') || isUnder(to, 'server')),
  },
  {
    rule: 'components (the UI kit included) import no feature and nothing of client/app',
    breaks: (from, to) =>
      isUnder(from, 'client/components') && (isUnder(to, 'client/features') || isUnder(to, 'client/app')),
  },
  {
    rule: 'client/lib imports no component, feature or client/app module',
    breaks: (from, to) =>
      isUnder(from, 'client/lib') &&
      ['client/components', 'client/features', 'client/app'].some((folder) => isUnder(to, folder)),
  },
];

function findViolations(files: readonly SourceFile[]): Violation[] {
  const violations: Violation[] = [];
  for (const file of files) {
    for (const specifier of importSpecifiers(file.source)) {
      const to = target(file.path, specifier);
      if (to === null) continue;
      for (const { rule, breaks } of rules) {
        if (breaks(file.path, to)) violations.push({ from: file.path, to: specifier, rule });
      }
    }
  }
  return violations;
}

describe('import boundaries', () => {
  it('hold across client, server and shared', () => {
    const files = readSources();
    // A sanity check that the walk found the tree, so an empty list cannot pass for a clean one.
    expect(files.length).toBeGreaterThan(100);
    expect(files.map((file) => file.path)).toContain('client/app/routes.tsx');
    expect(findViolations(files)).toEqual([]);
  });

  it('catch each kind of crossing', () => {
    const file = (path: string, ...imports: string[]) => ({
      path,
      source: imports.map((specifier, i) => `import { x${i} } from '${specifier}';`).join('\n'),
    });
    const found = findViolations([
      file('client/features/squad/squad-page.tsx', '../league/league-api', './squad-api', '../../lib/api'),
      file('server/features/squad/routes.ts', '../league/opposition-teams.js', '../../identity/tokens.js'),
      file(
        'shared/domain/roles.ts',
        '../../server/identity/tokens.js',
        '../../client/lib/api',
        './positions.js',
      ),
      file(
        'client/components/ui/dialog.tsx',
        '../../features/squad/squad-api',
        '../../app/routes',
        '../../lib/after-paint',
      ),
      file('client/lib/query-client.ts', '../components/ui/toast-store', './api'),
      file('client/app/routes.tsx', '../features/squad/squad-routes', '../lib/api'),
    ]);
    expect(found.map(({ from, to }) => `${from} -> ${to}`)).toEqual([
      'client/features/squad/squad-page.tsx -> ../league/league-api',
      'server/features/squad/routes.ts -> ../league/opposition-teams.js',
      'shared/domain/roles.ts -> ../../server/identity/tokens.js',
      'shared/domain/roles.ts -> ../../client/lib/api',
      'client/components/ui/dialog.tsx -> ../../features/squad/squad-api',
      'client/components/ui/dialog.tsx -> ../../app/routes',
      'client/lib/query-client.ts -> ../components/ui/toast-store',
    ]);
  });

  it('read every form of import, and none in comments', () => {
    const source = [
      "import type { A } from './a';",
      "import {\n  b,\n  c,\n} from './b';",
      "export { d } from './d';",
      "import './styles.css';",
      "const e = () => import('./e');",
      "// import { f } from './f';",
      "/* lazy: () => import('./g') */",
      "const url = 'https://example.org'; import { h } from './h';",
    ].join('\n');
    expect(importSpecifiers(source).sort()).toEqual(['./a', './b', './d', './e', './h', './styles.css']);
  });
});
