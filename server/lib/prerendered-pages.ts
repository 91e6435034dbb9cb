import fs from 'node:fs';
import path from 'node:path';

/**
 * What the build's prerender (scripts/prerender.mjs) writes beside the client: the document of each
 * public page by its path, the 404 document, and every path pattern the client's router has a page
 * for, its 404 catch-all left out (decision 015).
 */
export type PrerenderManifest = {
  pages: Record<string, string>;
  notFound: string;
  routes: string[];
  /** Each signed-in page's pattern and its shell documents: header and skeleton (decision 065). */
  shells?: Record<string, ShellDocuments>;
};

/**
 * A signed-in page's shells: one for anyone, and where the page's skeleton says a coach's or a parent's
 * words, one drawn for a caller who edits the page's team and one for a caller who reads it.
 */
export type ShellDocuments = { anyone: string; edit?: string; read?: string };

export type PrerenderedPages = {
  /** The prerendered document (a file name in the pages folder) for `urlPath`, or null. */
  pageFor(urlPath: string): string | null;
  /** Whether the client's router has a page for `urlPath`; when false only its 404 route catches it. */
  hasRoute(urlPath: string): boolean;
  /**
   * The shell documents (file names) of the signed-in page at `urlPath` and the team its pattern's
   * `:teamId` matched there (null on an unscoped page), or null.
   */
  shellFor(urlPath: string): { documents: ShellDocuments; teamRef: string | null } | null;
  /** Every shell document's file name. */
  shells: string[];
  notFound: string;
};

const documentName = /^[a-z0-9-]+\.html$/;

/**
 * React Router's matcher for one full route pattern (its compilePath, end of path): static segments
 * case-insensitive, `:param` one non-empty segment, a final `*` the rest, trailing slashes allowed.
 * Optional segments and other syntax the app does not use are refused, so a pattern this cannot read
 * stops the server at start-up instead of being answered 404. client-route-match.test.ts checks this
 * against React Router itself on the app's own route tree.
 */
export function clientRouteMatcher(pattern: string): RegExp {
  if (!pattern.startsWith('/')) throw new Error(`route pattern "${pattern}" does not start with /`);
  const isSplat = pattern.endsWith('/*');
  const segments = (isSplat ? pattern.slice(0, -2) : pattern).split('/').filter(Boolean);
  let source = '^';
  for (const segment of segments) {
    if (/^:[\w-]+$/.test(segment)) source += '/([^\\/]+)';
    else if (/^[\w.~-]+$/.test(segment)) source += `/${segment.replace(/\./g, '\\.')}`;
    else throw new Error(`route pattern "${pattern}": segment "${segment}" is not supported`);
  }
  if (source === '^') source += '/';
  if (isSplat) source += segments.length === 0 ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  else source += '\\/*$';
  return new RegExp(source, 'i');
}

/** A path as a static pattern compares: trailing slashes dropped, case folded, as React Router does. */
function staticKey(urlPath: string): string {
  return urlPath.replace(/\/+$/, '').toLowerCase() || '/';
}

/** Answers from a manifest: which document a path gets, and whether the client has a route for it. */
export function prerenderedPagesFrom(manifest: PrerenderManifest): PrerenderedPages {
  const matchers = manifest.routes.map(clientRouteMatcher);
  const pages = new Map<string, string>();
  for (const [pattern, name] of Object.entries(manifest.pages)) {
    // Only a static path: a static pattern always outranks a dynamic one in React Router, so the client
    // renders exactly this page wherever the key matches.
    if (!/^\/[\w/-]*$/.test(pattern)) throw new Error(`prerendered page "${pattern}" is not a static path`);
    pages.set(staticKey(pattern), name);
  }
  // Most static segments first, as React Router ranks them: "/teams/:teamId/formations" before any
  // pattern of more parameters that might also match.
  const shells = Object.entries(manifest.shells ?? {})
    .map(([pattern, documents]) => ({
      matcher: clientRouteMatcher(pattern),
      documents,
      // The matcher's groups are the pattern's parameters, in order.
      teamGroup:
        pattern
          .split('/')
          .filter((segment) => segment.startsWith(':'))
          .indexOf(':teamId') + 1,
      rank: pattern.split('/').filter((segment) => segment && !segment.startsWith(':')).length,
    }))
    .sort((a, b) => b.rank - a.rank);
  return {
    pageFor: (urlPath) => pages.get(staticKey(urlPath)) ?? null,
    hasRoute: (urlPath) => matchers.some((matcher) => matcher.test(urlPath)),
    shellFor: (urlPath) => {
      for (const shell of shells) {
        const match = shell.matcher.exec(urlPath);
        if (!match) continue;
        // Group 0 is the whole path: a pattern without :teamId has no team.
        return {
          documents: shell.documents,
          teamRef: shell.teamGroup > 0 ? (match[shell.teamGroup] ?? null) : null,
        };
      }
      return null;
    },
    shells: shells.flatMap((shell) => Object.values(shell.documents)),
    notFound: manifest.notFound,
  };
}

/** Reads and checks the manifest in `pagesDir`; null when the build wrote none (an older build, dev). */
export function loadPrerenderedPages(pagesDir: string): PrerenderedPages | null {
  const file = path.join(pagesDir, 'manifest.json');
  if (!fs.existsSync(file)) return null;
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as PrerenderManifest;
  for (const name of [
    ...Object.values(manifest.pages),
    ...Object.values(manifest.shells ?? {}).flatMap((documents) => Object.values(documents)),
    manifest.notFound,
  ]) {
    if (typeof name !== 'string' || !documentName.test(name) || !fs.existsSync(path.join(pagesDir, name))) {
      throw new Error(`prerender manifest names a missing or odd document: ${String(name)}`);
    }
  }
  return prerenderedPagesFrom(manifest);
}
