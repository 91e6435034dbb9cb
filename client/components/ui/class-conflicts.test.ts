import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { twMerge } from 'tailwind-merge';
import { type ESTree, parseSync } from 'vite';
import { describe, expect, it } from 'vitest';

// Class names are joined with clsx and never merged (decision 041). Two classes that set the same thing
// (`px-4` from a component, `px-2` from its caller) would both reach the element, and the one that wins
// would be whichever Tailwind happens to write later in the stylesheet. So no class list may hold two
// such classes, and tailwind-merge judges it, here in the test only: it drops the earlier of two
// conflicting classes, so a list it leaves whole has none.
//
// The lists are read from the source: every clsx(...) call, and every class list given to an element
// (a `className` or `...ClassName` attribute or property), joined with the classes of the component it
// is given to, which may hand it on to another component. Each expression stands for the lists it can
// be at run time: `a && 'x'` is '' or 'x', `c ? 'x' : 'y'` either, a constant or a map of variants
// (`sizes[size]`) is looked up, in its module or in the one it is imported from. What the source
// cannot tell (a prop, a value computed at run time) is left out.

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const isClassProp = (name: string) => name === 'className' || name.endsWith('ClassName');

type Module = {
  path: string;
  source: string;
  program: ESTree.Program;
  /** `const name = value` anywhere in the module; a name declared twice is left out (its scope unread). */
  constants: Map<string, ESTree.Expression>;
  imports: Map<string, { from: string; name: string }>;
  functions: Map<string, ESTree.Node>;
};
/** A class list given to an element: the expression and the component it goes to (none: a DOM element). */
type Site = { value: ESTree.Node; target: { module: Module; name: string; prop: string } | undefined };

const isNode = (value: unknown): value is ESTree.Node =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

function walk(
  node: unknown,
  enter: (node: ESTree.Node, ancestors: ESTree.Node[]) => void,
  ancestors: ESTree.Node[] = [],
) {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, enter, ancestors);
    return;
  }
  if (!isNode(node)) return;
  enter(node, ancestors);
  ancestors.push(node);
  for (const [key, child] of Object.entries(node)) if (key !== 'parent') walk(child, enter, ancestors);
  ancestors.pop();
}

const spaced = (a: string, b: string) => (a && b ? `${a} ${b}` : a + b);

/** Every way of taking one list from each part, joined (with a space, or as `join` says). */
function product(parts: string[][], join = spaced): string[] {
  let lists = [''];
  for (const part of parts) {
    const next = new Set<string>();
    for (const list of lists) for (const more of part) next.add(join(list, more));
    lists = [...next];
  }
  return lists;
}

const concatenated = (a: string, b: string) => a + b;

/** The classes of `list` that tailwind-merge drops: each is overridden by a later one. */
function droppedClasses(list: string): string[] {
  const classes = [...new Set(list.split(/\s+/).filter(Boolean))];
  const kept = new Set(twMerge(classes.join(' ')).split(' '));
  return classes.filter((name) => !kept.has(name));
}

/** Reads the modules `paths` (and those they import, through `read`) and returns the conflicting lists. */
function findConflicts(paths: string[], read: (path: string) => string | undefined) {
  const modules = new Map<string, Module | undefined>();

  function load(path: string): Module | undefined {
    if (modules.has(path)) return modules.get(path);
    const source = read(path);
    if (source === undefined) {
      modules.set(path, undefined);
      return undefined;
    }
    const { program, errors } = parseSync(path, source);
    if (errors.length) throw new Error(`${path}: ${errors[0]?.message}`);
    const module: Module = {
      path,
      source,
      program,
      constants: new Map(),
      imports: new Map(),
      functions: new Map(),
    };
    const declared = new Map<string, number>();
    walk(program, (node) => {
      if (node.type === 'VariableDeclarator' && node.id.type === 'Identifier' && node.init) {
        declared.set(node.id.name, (declared.get(node.id.name) ?? 0) + 1);
        module.constants.set(node.id.name, node.init);
        const init = node.init;
        if (init.type === 'ArrowFunctionExpression' || init.type === 'FunctionExpression')
          module.functions.set(node.id.name, init);
      } else if (node.type === 'FunctionDeclaration' && node.id) {
        module.functions.set(node.id.name, node);
      } else if (node.type === 'ImportDeclaration' && node.source.value.startsWith('.')) {
        for (const specifier of node.specifiers) {
          if (specifier.type !== 'ImportSpecifier') continue;
          const name =
            specifier.imported.type === 'Literal' ? specifier.imported.value : specifier.imported.name;
          module.imports.set(specifier.local.name, {
            from: posix.join(posix.dirname(path), node.source.value),
            name,
          });
        }
      }
    });
    for (const [name, count] of declared) if (count > 1) module.constants.delete(name);
    modules.set(path, module);
    return module;
  }

  /** The module that defines `name` as seen from `module`, following an import. */
  function definer(module: Module, name: string): { module: Module; name: string } | undefined {
    if (module.constants.has(name) || module.functions.has(name)) return { module, name };
    const imported = module.imports.get(name);
    if (!imported) return undefined;
    for (const ending of ['.tsx', '.ts', '/index.ts', '/index.tsx']) {
      const found = load(imported.from + ending);
      if (found) return definer(found, imported.name);
    }
    return undefined;
  }

  /** The object literals an expression can be (a map of variants, or one of its entries). */
  function objects(module: Module, node: ESTree.Node): { module: Module; node: ESTree.ObjectExpression }[] {
    if (node.type === 'ObjectExpression') return [{ module, node }];
    if (
      node.type === 'TSAsExpression' ||
      node.type === 'TSSatisfiesExpression' ||
      node.type === 'ParenthesizedExpression'
    )
      return objects(module, node.expression);
    if (node.type === 'Identifier') {
      const found = definer(module, node.name);
      const value = found?.module.constants.get(found.name);
      return found && value ? objects(found.module, value) : [];
    }
    if (node.type === 'MemberExpression')
      return entries(module, node).flatMap((entry) => objects(entry.module, entry.node));
    return [];
  }

  /** What `object[key]` or `object.key` can be: the key's entry, or any entry for a key unknown. */
  function entries(module: Module, node: ESTree.MemberExpression): { module: Module; node: ESTree.Node }[] {
    const key = node.computed
      ? node.property.type === 'Literal'
        ? String(node.property.value)
        : undefined
      : node.property.type === 'Identifier'
        ? node.property.name
        : undefined;
    return objects(module, node.object).flatMap((object) =>
      object.node.properties.flatMap((property) => {
        if (property.type !== 'Property') return [];
        const name =
          property.key.type === 'Identifier'
            ? property.key.name
            : property.key.type === 'Literal'
              ? String(property.key.value)
              : undefined;
        return key === undefined || name === key ? [{ module: object.module, node: property.value }] : [];
      }),
    );
  }

  /** The class lists an expression can be at run time ('' where the source cannot tell). */
  function lists(module: Module, node: ESTree.Node | null): string[] {
    if (!node) return [''];
    switch (node.type) {
      case 'Literal':
        return [typeof node.value === 'string' ? node.value : ''];
      case 'TemplateLiteral':
        return product(
          node.quasis.flatMap((quasi, i) => {
            const expression = node.expressions[i];
            return expression
              ? [[quasi.value.cooked ?? ''], lists(module, expression)]
              : [[quasi.value.cooked ?? '']];
          }),
          concatenated,
        );
      case 'BinaryExpression':
        return node.operator === '+'
          ? product([lists(module, node.left), lists(module, node.right)], concatenated)
          : [''];
      case 'LogicalExpression':
        return node.operator === '&&'
          ? ['', ...lists(module, node.right)]
          : [...new Set([...lists(module, node.left), ...lists(module, node.right)])];
      case 'ConditionalExpression':
        return [...new Set([...lists(module, node.consequent), ...lists(module, node.alternate)])];
      case 'ArrayExpression':
        return product(node.elements.map((element) => lists(module, element)));
      case 'ObjectExpression':
        // clsx's { 'class names': condition }
        return product(
          node.properties.map((property) =>
            property.type === 'Property' && property.key.type === 'Literal'
              ? ['', String(property.key.value)]
              : property.type === 'Property' && property.key.type === 'Identifier'
                ? ['', property.key.name]
                : [''],
          ),
        );
      case 'Identifier': {
        const found = definer(module, node.name);
        const value = found?.module.constants.get(found.name);
        return found && value ? lists(found.module, value) : [''];
      }
      case 'MemberExpression': {
        const found = entries(module, node);
        return found.length ? [...new Set(found.flatMap((entry) => lists(entry.module, entry.node)))] : [''];
      }
      case 'CallExpression': {
        if (node.callee.type !== 'Identifier') return [''];
        if (node.callee.name === 'clsx')
          return product(node.arguments.map((argument) => lists(module, argument)));
        // A function of ours that returns classes (buttonClasses): its own, the caller's are a site.
        const found = definer(module, node.callee.name);
        return found?.module.functions.has(found.name) ? own(found.module, found.name, 'className') : [''];
      }
      case 'TSAsExpression':
      case 'TSSatisfiesExpression':
      case 'TSNonNullExpression':
      case 'ParenthesizedExpression':
      case 'ChainExpression':
        return lists(module, node.expression);
      default:
        return [''];
    }
  }

  /** The component (or class function) a site's classes go to, if it is one of ours. */
  function component(module: Module, name: string, prop: string): Site['target'] {
    const found = definer(module, name);
    return found?.module.functions.has(found.name) ? { ...found, prop } : undefined;
  }

  /** The class lists given to elements under `scope`, and where they go. */
  function sites(module: Module, scope: ESTree.Node): Site[] {
    const found: Site[] = [];
    walk(scope, (node, ancestors) => {
      if (
        node.type === 'JSXAttribute' &&
        node.name.type === 'JSXIdentifier' &&
        isClassProp(node.name.name) &&
        node.value
      ) {
        const element = ancestors.at(-1);
        const value = node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        const name =
          element?.type === 'JSXOpeningElement' && element.name.type === 'JSXIdentifier'
            ? element.name.name
            : '';
        found.push({
          value,
          target: /^[A-Z]/.test(name) ? component(module, name, node.name.name) : undefined,
        });
      } else if (node.type === 'Property' && !node.computed) {
        const key =
          node.key.type === 'Identifier'
            ? node.key.name
            : node.key.type === 'Literal'
              ? String(node.key.value)
              : '';
        if (!isClassProp(key)) return;
        // Given to the call or the element the object is an argument or an attribute of.
        const holder = ancestors.findLast(
          (a) => a.type === 'CallExpression' || a.type === 'JSXOpeningElement',
        );
        const name =
          holder?.type === 'CallExpression' && holder.callee.type === 'Identifier'
            ? holder.callee.name
            : holder?.type === 'JSXOpeningElement' && holder.name.type === 'JSXIdentifier'
              ? holder.name.name
              : '';
        found.push({
          value: node.value,
          target: /^[A-Za-z]/.test(name) ? component(module, name, key) : undefined,
        });
      }
    });
    return found;
  }

  const ownLists = new Map<string, string[]>();
  /** A component's own classes joined with what it is given as `prop`: where the prop is used, with what. */
  function own(module: Module, name: string, prop: string): string[] {
    const key = `${module.path}#${name}#${prop}`;
    const known = ownLists.get(key);
    if (known) return known;
    ownLists.set(key, ['']); // a component given to itself, through a child
    const scope = module.functions.get(name);
    if (!scope) return [''];
    const result = new Set<string>();
    const mentions = (node: ESTree.Node) => {
      let found = false;
      walk(node, (inner) => {
        found ||= inner.type === 'Identifier' && inner.name === prop;
      });
      return found;
    };
    for (const site of sites(module, scope)) {
      if (!mentions(site.value)) continue;
      const target = site.target ? own(site.target.module, site.target.name, site.target.prop) : [''];
      for (const list of product([target, lists(module, site.value)])) result.add(list);
    }
    walk(scope, (node) => {
      if (
        node.type === 'CallExpression' &&
        node.callee.type === 'Identifier' &&
        node.callee.name === 'clsx' &&
        mentions(node)
      )
        for (const list of lists(module, node)) result.add(list);
    });
    const found = result.size ? [...result] : [''];
    ownLists.set(key, found);
    return found;
  }

  // By place: the classes dropped there, each with the one that overrides it.
  const conflicts = new Map<string, Set<string>>();
  let checked = 0;
  const check = (module: Module, node: ESTree.Node, candidates: string[]) => {
    for (const list of candidates) {
      checked++;
      const dropped = droppedClasses(list);
      if (!dropped.length) continue;
      const at = `${module.path}:${module.source.slice(0, node.start).split('\n').length}`;
      const found = conflicts.get(at) ?? new Set();
      const classes = list.split(/\s+/);
      for (const name of dropped) {
        const later = classes.slice(classes.lastIndexOf(name) + 1);
        found.add(`${name} (${later.find((other) => twMerge(`${name} ${other}`) === other)})`);
      }
      conflicts.set(at, found);
    }
  };
  for (const path of paths) {
    const module = load(path);
    if (!module) throw new Error(`${path}: not found`);
    for (const site of sites(module, module.program)) {
      const target = site.target ? own(site.target.module, site.target.name, site.target.prop) : [''];
      check(module, site.value, product([target, lists(module, site.value)]));
    }
    walk(module.program, (node) => {
      if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && node.callee.name === 'clsx')
        check(module, node, lists(module, node));
    });
  }
  return {
    conflicts: [...conflicts].map(([at, found]) => `${at}: ${[...found].sort().join(', ')}`),
    checked,
  };
}

/** Every .ts and .tsx file of the client, tests aside, from the repository root. */
function clientSources(folder = 'client'): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = posix.join(folder, entry.name);
    if (entry.isDirectory()) return clientSources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const readFromDisk = (path: string) => {
  try {
    return readFileSync(join(root, path), 'utf8');
  } catch {
    return undefined;
  }
};

describe('class lists', () => {
  it('finds a class that sets what a component (or a variant, or a component it hands the class to) sets', () => {
    const files: Record<string, string> = {
      'kit.tsx': `import { clsx } from 'clsx';
        const sizes = { sm: 'h-9 px-3', md: 'h-11 px-4' } as const;
        export function Box({ size, className }) { return <div className={clsx('rounded-md', sizes[size], className)} />; }`,
      'page.tsx': `import { clsx } from 'clsx';
        import { Box } from './kit';
        export const fine = <Box size="sm" className="mt-2 w-full" />;
        export const padding = <Box className="px-2" />;
        export const within = <span className={clsx('p-2', on && 'p-4')} />;
        export const either = <span className={clsx(on ? 'bg-white' : 'bg-slate-50', 'text-sm')} />;
        export function Wrap({ className }) { return <Box className={clsx('mt-1', className)} />; }
        export const corners = <Wrap className="rounded-lg" />;`,
    };
    expect(findConflicts(['page.tsx'], (path) => files[path]).conflicts).toEqual([
      'page.tsx:4: px-3 (px-2), px-4 (px-2)',
      'page.tsx:5: p-2 (p-4)',
      'page.tsx:8: rounded-md (rounded-lg)',
    ]);
  });

  it('in client/, never holds two classes that set the same thing', () => {
    const { conflicts, checked } = findConflicts(clientSources(), readFromDisk);
    expect(checked).toBeGreaterThan(2000);
    expect(conflicts).toEqual([]);
  });
});
