import fs from 'node:fs';
import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { classGroup, cn, mergeClasses } from './cn';

// cn() merges as tailwind-merge does for every class written in client/ (decision 024). This reads
// them all from the source (every word of every string literal that could be a class) and compares the
// two merges on pairs, in both orders: the merge keeps or drops each class by the pairs alone, so
// agreeing on the pairs is agreeing on any list of them. Every pair of classes cn() puts in one group,
// and one class of each group against one of every other (all pairs of 800 classes take seconds).

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function classesInSource(): string[] {
  const found = new Set<string>();
  // cn.ts itself holds prefixes and group names, not classes.
  const files = sourceFiles(path.join(import.meta.dirname, '..')).filter((file) => !file.endsWith('cn.ts'));
  for (const file of files) {
    const source = fs.readFileSync(file, 'utf8');
    for (const literal of source.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
      for (const word of (literal[2] ?? '').split(/[\s{}$]+/)) {
        if (/^[!a-z@[*(-][^\s]*$/i.test(word)) found.add(word);
      }
    }
  }
  return [...found].sort();
}

/** The variants and `!` of a class: only classes that share them can override each other. */
function variantsOf(className: string): string {
  let depth = 0;
  let last = -1;
  for (let i = 0; i < className.length; i++) {
    const char = className[i];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) last = i;
  }
  const base = className.slice(last + 1);
  return className.slice(0, last + 1) + (base.startsWith('!') || base.endsWith('!') ? '!' : '');
}

describe('cn', () => {
  const classes = classesInSource();

  it('finds the classes the app writes', () => {
    expect(classes.length).toBeGreaterThan(500);
    for (const known of ['px-4', 'text-slate-600', 'sm:grid-cols-2', 'focus-visible:outline-green-700'])
      expect(classes).toContain(known);
  });

  it('knows a Tailwind class where tailwind-merge does (a repeated one is dropped)', () => {
    const disagree = classes.filter((name) => mergeClasses(`${name} ${name}`) !== twMerge(`${name} ${name}`));
    expect(disagree).toEqual([]);
  });

  it('merges the app’s classes as tailwind-merge does, pair by pair', () => {
    const groups = new Map<string, Set<string>>();
    for (const name of classes) {
      // Words tailwind-merge does not read as classes never override or get overridden.
      if (twMerge(`${name} ${name}`) !== name) continue;
      // Variants and ! are compared as a whole (next test): the group is the base class's.
      const base = name.slice(variantsOf(name).replace(/!$/, '').length).replace(/^!|!$/g, '');
      const group = classGroup(base.includes('/') ? base.slice(0, base.indexOf('/')) : base) ?? '?';
      groups.set(group, (groups.get(group) ?? new Set()).add(base));
    }
    const disagree: string[] = [];
    const compare = (a: string, b: string) => {
      const list = `${a} ${b}`;
      if (a !== b && mergeClasses(list) !== twMerge(list)) disagree.push(`${list} → ${twMerge(list)}`);
    };
    for (const members of groups.values()) for (const a of members) for (const b of members) compare(a, b);
    const representatives = [...groups.values()].map((members) => [...members][0] ?? '');
    for (const a of representatives) for (const b of representatives) compare(a, b);
    expect(disagree).toEqual([]);
  });

  it('compares variants in any order, keeps arbitrary variants in place, and reads ! and /opacity', () => {
    for (const list of [
      'hover:focus:p-2 focus:hover:p-4',
      '[&_svg]:hover:p-2 hover:[&_svg]:p-4',
      '!p-2 p-4',
      'p-2! p-4!',
      'bg-green-50/50 bg-white',
      'text-sm/6 leading-tight',
      'leading-tight text-sm/6',
      'px-2 py-1 p-4 pt-1',
      '-mt-2 mt-4',
      'size-4 w-6 h-2',
      'line-clamp-2 hidden overflow-auto',
      'border border-b-0 border-2 border-slate-200 border-current/20',
      'max-sm:w-full [&>*]:max-sm:w-full w-auto',
    ]) {
      expect(mergeClasses(list), list).toBe(twMerge(list));
    }
  });

  it('joins conditional parts like clsx', () => {
    expect(cn('p-2', false && 'p-3', undefined, ['text-sm', { 'p-4': true }])).toBe('text-sm p-4');
  });
});
