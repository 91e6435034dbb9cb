import { type ClassValue, clsx } from 'clsx';

// Joins class names and lets a later Tailwind class override an earlier one (`p-2` then `p-4` → `p-4`),
// as tailwind-merge does, for the utilities this app uses (decision 024). tailwind-merge built a map of
// every Tailwind utility on its first call, 30-40 ms of a phone's first render, and weighed 8.5 KB of
// gzip in every page's first JavaScript. cn.test.ts checks this merge against tailwind-merge for every
// pair of classes written in client/: a class it does not know yet fails there, with the pair.
//
// The merge is tailwind-merge's: reading from the last class to the first, a class is dropped when a
// later one (with the same variants, `!` alike) is of its group or of a group that overrides it.

/** Is `value` an arbitrary value, `[...]`, and its label (`length` in `[length:2px]`)? */
const ARBITRARY = /^\[(?:(\w[\w-]*):)?(.+)\]$/;
const ARBITRARY_VARIABLE = /^\((?:(\w[\w-]*):)?(.+)\)$/;
const LENGTH =
  /\d+(%|px|r?em|[sdl]?v([hwib]|min|max)|pt|pc|in|cm|mm|cap|ch|ex|r?lh|cq(w|h|i|b|min|max))|\b(calc|min|max|clamp)\(.+\)|^0$/;
const COLOR_FUNCTION = /^(rgba?|hsla?|hwb|(ok)?(lab|lch)|color-mix)\(.+\)$/;
const T_SHIRT = /^(\d+(\.\d+)?)?(xs|sm|md|lg|xl)$/;
const NUMBER = /^\d+(\.\d+)?$/;

const isNumber = (value: string) => NUMBER.test(value);
const isTShirt = (value: string) => T_SHIRT.test(value);

/** An arbitrary value or variable with `label`, or without one and read as that kind by `looksLike`. */
function arbitraryOf(value: string, label: string, looksLike: (inner: string) => boolean): boolean {
  const match = ARBITRARY.exec(value) ?? ARBITRARY_VARIABLE.exec(value);
  if (!match) return false;
  if (match[1]) return match[1] === label;
  return value[0] === '[' && looksLike(match[2] ?? '');
}
const isArbitraryLength = (value: string) =>
  arbitraryOf(value, 'length', (inner) => LENGTH.test(inner) && !COLOR_FUNCTION.test(inner));

const DISPLAY = new Set([
  'block',
  'inline-block',
  'inline',
  'flex',
  'inline-flex',
  'table',
  'inline-table',
  'table-caption',
  'table-cell',
  'table-column',
  'table-column-group',
  'table-footer-group',
  'table-header-group',
  'table-row-group',
  'table-row',
  'flow-root',
  'grid',
  'inline-grid',
  'contents',
  'list-item',
  'hidden',
]);

/** Whole class names that are a group on their own. */
const KEYWORDS: Record<string, string> = {
  'sr-only': 'sr',
  'not-sr-only': 'sr',
  static: 'position',
  fixed: 'position',
  absolute: 'position',
  relative: 'position',
  sticky: 'position',
  visible: 'visibility',
  invisible: 'visibility',
  collapse: 'visibility',
  isolate: 'isolation',
  truncate: 'text-overflow',
  underline: 'text-decoration',
  overline: 'text-decoration',
  'line-through': 'text-decoration',
  'no-underline': 'text-decoration',
  uppercase: 'text-transform',
  lowercase: 'text-transform',
  capitalize: 'text-transform',
  'normal-case': 'text-transform',
  italic: 'font-style',
  'not-italic': 'font-style',
  antialiased: 'font-smoothing',
  'subpixel-antialiased': 'font-smoothing',
  'normal-nums': 'fvn-normal',
  ordinal: 'fvn-ordinal',
  'slashed-zero': 'fvn-slashed-zero',
  'lining-nums': 'fvn-figure',
  'oldstyle-nums': 'fvn-figure',
  'proportional-nums': 'fvn-spacing',
  'tabular-nums': 'fvn-spacing',
  'diagonal-fractions': 'fvn-fraction',
  'stacked-fractions': 'fvn-fraction',
  container: 'container',
  grow: 'grow',
  shrink: 'shrink',
  border: 'border-w',
  outline: 'outline-w',
  ring: 'ring-w',
  'ring-inset': 'ring-w-inset',
  shadow: 'shadow',
  rounded: 'rounded',
  transition: 'transition',
  'divide-y': 'divide-y',
  'divide-x': 'divide-x',
  'divide-y-reverse': 'divide-y-reverse',
  'divide-x-reverse': 'divide-x-reverse',
  'space-y-reverse': 'space-y-reverse',
  'space-x-reverse': 'space-x-reverse',
  'bg-none': 'bg-image',
  'stroke-none': 'stroke',
  'fill-none': 'fill',
  'resize-none': 'resize',
  resize: 'resize',
  'resize-x': 'resize',
  'resize-y': 'resize',
  '@container': 'container-type',
};

/** Prefixes whose value does not decide the group ("gap-" anything is a gap). */
const SIMPLE_PREFIXES = new Map<string, string>([
  ['grid-cols-', 'grid-cols'],
  ['grid-rows-', 'grid-rows'],
  ['col-span-', 'col-start-end'],
  ['col-start-', 'col-start'],
  ['col-end-', 'col-end'],
  ['row-span-', 'row-start-end'],
  ['row-start-', 'row-start'],
  ['row-end-', 'row-end'],
  ['gap-x-', 'gap-x'],
  ['gap-y-', 'gap-y'],
  ['gap-', 'gap'],
  ['space-x-', 'space-x'],
  ['space-y-', 'space-y'],
  ['min-w-', 'min-w'],
  ['max-w-', 'max-w'],
  ['min-h-', 'min-h'],
  ['max-h-', 'max-h'],
  ['size-', 'size'],
  ['w-', 'w'],
  ['h-', 'h'],
  ['inset-x-', 'inset-x'],
  ['inset-y-', 'inset-y'],
  ['inset-', 'inset'],
  ['top-', 'top'],
  ['right-', 'right'],
  ['bottom-', 'bottom'],
  ['left-', 'left'],
  ['start-', 'start'],
  ['end-', 'end'],
  ['z-', 'z'],
  ['order-', 'order'],
  ['basis-', 'basis'],
  ['grow-', 'grow'],
  ['shrink-', 'shrink'],
  ['justify-items-', 'justify-items'],
  ['justify-self-', 'justify-self'],
  ['justify-', 'justify-content'],
  ['items-', 'align-items'],
  ['self-', 'align-self'],
  ['place-content-', 'place-content'],
  // content-start and the like; content-none (the CSS content property) is not in use, and the class scan
  // test would catch it.
  ['content-', 'align-content'],
  ['place-items-', 'place-items'],
  ['place-self-', 'place-self'],
  ['overflow-x-', 'overflow-x'],
  ['overflow-y-', 'overflow-y'],
  ['overflow-', 'overflow'],
  ['overscroll-', 'overscroll'],
  ['cursor-', 'cursor'],
  ['select-', 'select'],
  ['pointer-events-', 'pointer-events'],
  ['will-change-', 'will-change'],
  ['appearance-', 'appearance'],
  ['whitespace-', 'whitespace'],
  ['break-', 'break'],
  ['wrap-', 'wrap'],
  ['tracking-', 'tracking'],
  ['leading-', 'leading'],
  ['line-clamp-', 'line-clamp'],
  ['list-image-', 'list-image'],
  ['align-', 'vertical-align'],
  ['underline-offset-', 'underline-offset'],
  ['opacity-', 'opacity'],
  ['animate-', 'animate'],
  ['duration-', 'duration'],
  ['ease-', 'ease'],
  ['delay-', 'delay'],
  ['rotate-', 'rotate'],
  ['scale-x-', 'scale-x'],
  ['scale-y-', 'scale-y'],
  ['scale-', 'scale'],
  ['translate-x-', 'translate-x'],
  ['translate-y-', 'translate-y'],
  ['aspect-', 'aspect'],
  ['drop-shadow-', 'drop-shadow'],
  ['scroll-mt-', 'scroll-mt'],
  ['scroll-mb-', 'scroll-mb'],
  ['scroll-m-', 'scroll-m'],
  ['scroll-pt-', 'scroll-pt'],
  ['scroll-py-', 'scroll-py'],
  ['scroll-p-', 'scroll-p'],
  ['from-', 'gradient-from'],
  ['via-', 'gradient-via'],
  ['to-', 'gradient-to'],
  ['caption-', 'caption'],
  ['columns-', 'columns'],
  ['indent-', 'indent'],
]);

/** The group of the longest prefix of `name`, up to one of its dashes, in SIMPLE_PREFIXES. */
function simplePrefixGroup(name: string): string | undefined {
  for (let dash = name.lastIndexOf('-'); dash > 0; dash = name.lastIndexOf('-', dash - 1)) {
    const group = SIMPLE_PREFIXES.get(name.slice(0, dash + 1));
    if (group) return group;
  }
  return undefined;
}

const SPACING_SIDES = new Set(['p', 'px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl']);
const MARGIN_SIDES = new Set(['m', 'mx', 'my', 'ms', 'me', 'mt', 'mr', 'mb', 'ml']);
const ROUNDED_SIDES = new Set(['s', 'e', 't', 'r', 'b', 'l', 'ss', 'se', 'ee', 'es', 'tl', 'tr', 'br', 'bl']);
const BORDER_SIDES = new Set(['x', 'y', 's', 'e', 't', 'r', 'b', 'l']);
const LINE_STYLES = new Set(['solid', 'dashed', 'dotted', 'double']);
const FONT_WEIGHTS = new Set([
  'thin',
  'extralight',
  'light',
  'normal',
  'medium',
  'semibold',
  'bold',
  'extrabold',
  'black',
]);
const ALIGNMENTS = new Set(['left', 'center', 'right', 'justify', 'start', 'end']);
const TEXT_WRAPS = new Set(['wrap', 'nowrap', 'balance', 'pretty']);
const SHADOW_SIZES = (value: string) => value === '' || value === 'none' || isTShirt(value);

/** The group of `name-value` for the prefixes whose value decides it (text size or colour, say). */
function valueGroup(name: string, value: string): string | undefined {
  switch (name) {
    case 'text':
      if (value === 'base' || isTShirt(value) || isArbitraryLength(value)) return 'font-size';
      if (ALIGNMENTS.has(value)) return 'text-alignment';
      if (TEXT_WRAPS.has(value)) return 'text-wrap';
      if (value === 'ellipsis' || value === 'clip') return 'text-overflow';
      return 'text-color';
    case 'font':
      if (FONT_WEIGHTS.has(value) || arbitraryOf(value, 'weight', isNumber)) return 'font-weight';
      return 'font-family';
    case 'bg':
      if (value.startsWith('linear-') || value.startsWith('radial') || value.startsWith('conic'))
        return 'bg-image';
      if (
        arbitraryOf(value, 'image', (inner) =>
          /^(url|image|image-set|cross-fade|element|(repeating-)?(linear|radial|conic)-gradient)\(.+\)$/.test(
            inner,
          ),
        )
      )
        return 'bg-image';
      return 'bg-color';
    case 'border':
      if (value === '' || isNumber(value) || isArbitraryLength(value)) return 'border-w';
      if (LINE_STYLES.has(value) || value === 'hidden' || value === 'none') return 'border-style';
      return 'border-color';
    case 'divide':
      if (LINE_STYLES.has(value) || value === 'hidden' || value === 'none') return 'divide-style';
      return 'divide-color';
    case 'outline':
      if (value === '' || isNumber(value) || isArbitraryLength(value)) return 'outline-w';
      if (LINE_STYLES.has(value) || value === 'hidden' || value === 'none') return 'outline-style';
      if (value.startsWith('offset-')) return 'outline-offset';
      return 'outline-color';
    case 'ring':
      if (value === '' || isNumber(value) || isArbitraryLength(value)) return 'ring-w';
      if (value === 'inset') return 'ring-w-inset';
      if (value.startsWith('offset-')) {
        const offset = value.slice('offset-'.length);
        return isNumber(offset) || isArbitraryLength(offset) ? 'ring-offset-w' : 'ring-offset-color';
      }
      return 'ring-color';
    case 'shadow':
      if (SHADOW_SIZES(value) || arbitraryOf(value, 'shadow', () => false)) return 'shadow';
      return 'shadow-color';
    case 'fill':
      return 'fill';
    case 'stroke':
      if (isNumber(value) || isArbitraryLength(value)) return 'stroke-w';
      return 'stroke';
    case 'list':
      if (value === 'inside' || value === 'outside') return 'list-style-position';
      return 'list-style-type';
    case 'flex':
      if (['row', 'row-reverse', 'col', 'col-reverse'].includes(value)) return 'flex-direction';
      if (['nowrap', 'wrap', 'wrap-reverse'].includes(value)) return 'flex-wrap';
      return 'flex';
    case 'transition':
      return 'transition';
    case 'touch':
      if (value === 'pan-x' || value === 'pan-left' || value === 'pan-right') return 'touch-x';
      if (value === 'pan-y' || value === 'pan-up' || value === 'pan-down') return 'touch-y';
      if (value === 'pinch-zoom') return 'touch-pz';
      return 'touch';
    case 'border-spacing':
      return 'border-spacing';
    case 'decoration':
      if (LINE_STYLES.has(value) || value === 'wavy') return 'text-decoration-style';
      if (isNumber(value) || value === 'from-font' || value === 'auto' || isArbitraryLength(value))
        return 'text-decoration-thickness';
      return 'text-decoration-color';
    default:
      return undefined;
  }
}

/** The group a class (its variants and `!` taken off) belongs to, or undefined if it is not Tailwind's. */
export function classGroup(base: string): string | undefined {
  if (base[0] === '[' && base.endsWith(']')) {
    const content = base.slice(1, -1);
    const colon = content.indexOf(':');
    return colon > 0 ? `arbitrary..${content.slice(0, colon)}` : undefined;
  }
  // A negative value (-mt-2) is the same group as the positive one.
  const name = base[0] === '-' && base.length > 1 ? base.slice(1) : base;
  if (DISPLAY.has(name)) return 'display';
  const keyword = KEYWORDS[name];
  if (keyword) return keyword;
  if (name === 'border-collapse' || name === 'border-separate') return 'border-collapse';
  if (name === 'table-auto' || name === 'table-fixed') return 'table-layout';
  if (name === 'flex-1' || name === 'flex-auto' || name === 'flex-initial' || name === 'flex-none')
    return 'flex';
  const dash = name.indexOf('-');
  if (dash < 1) return undefined;
  const head = name.slice(0, dash);
  const value = name.slice(dash + 1);
  if (SPACING_SIDES.has(head) || MARGIN_SIDES.has(head)) return head;
  if (head === 'rounded')
    return ROUNDED_SIDES.has(value.split('-')[0] ?? '') ? `rounded-${value.split('-')[0]}` : 'rounded';
  if (head === 'border') {
    const side = value.split('-')[0] ?? '';
    if (BORDER_SIDES.has(side)) {
      const sideValue = value.slice(side.length + 1);
      const group = valueGroup('border', sideValue);
      if (group === 'border-w') return `border-w-${side}`;
      if (group === 'border-color') return `border-color-${side}`;
    }
  }
  return simplePrefixGroup(name) ?? valueGroup(head, value);
}

/** Groups a class of `group` overrides besides its own (tailwind-merge's conflictingClassGroups). */
const OVERRIDES: Record<string, readonly string[]> = {
  overflow: ['overflow-x', 'overflow-y'],
  overscroll: ['overscroll-x', 'overscroll-y'],
  inset: ['inset-x', 'inset-y', 'inset-bs', 'inset-be', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['start', 'end', 'right', 'left'],
  'inset-y': ['inset-bs', 'inset-be', 'top', 'bottom'],
  flex: ['basis', 'grow', 'shrink'],
  gap: ['gap-x', 'gap-y'],
  p: ['px', 'py', 'ps', 'pe', 'pbs', 'pbe', 'pt', 'pr', 'pb', 'pl'],
  px: ['ps', 'pe', 'pr', 'pl'],
  py: ['pbs', 'pbe', 'pt', 'pb'],
  m: ['mx', 'my', 'ms', 'me', 'mbs', 'mbe', 'mt', 'mr', 'mb', 'ml'],
  mx: ['ms', 'me', 'mr', 'ml'],
  my: ['mbs', 'mbe', 'mt', 'mb'],
  size: ['w', 'h'],
  'font-size': ['leading'],
  'fvn-normal': ['fvn-ordinal', 'fvn-slashed-zero', 'fvn-figure', 'fvn-spacing', 'fvn-fraction'],
  'fvn-ordinal': ['fvn-normal'],
  'fvn-slashed-zero': ['fvn-normal'],
  'fvn-figure': ['fvn-normal'],
  'fvn-spacing': ['fvn-normal'],
  'fvn-fraction': ['fvn-normal'],
  'line-clamp': ['display', 'overflow'],
  rounded: [
    'rounded-s',
    'rounded-e',
    'rounded-t',
    'rounded-r',
    'rounded-b',
    'rounded-l',
    'rounded-ss',
    'rounded-se',
    'rounded-ee',
    'rounded-es',
    'rounded-tl',
    'rounded-tr',
    'rounded-br',
    'rounded-bl',
  ],
  'rounded-s': ['rounded-ss', 'rounded-es'],
  'rounded-e': ['rounded-se', 'rounded-ee'],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'border-w': [
    'border-w-x',
    'border-w-y',
    'border-w-s',
    'border-w-e',
    'border-w-bs',
    'border-w-be',
    'border-w-t',
    'border-w-r',
    'border-w-b',
    'border-w-l',
  ],
  'border-w-x': ['border-w-s', 'border-w-e', 'border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-bs', 'border-w-be', 'border-w-t', 'border-w-b'],
  'border-color': [
    'border-color-x',
    'border-color-y',
    'border-color-s',
    'border-color-e',
    'border-color-bs',
    'border-color-be',
    'border-color-t',
    'border-color-r',
    'border-color-b',
    'border-color-l',
  ],
  'border-color-x': ['border-color-s', 'border-color-e', 'border-color-r', 'border-color-l'],
  'border-color-y': ['border-color-bs', 'border-color-be', 'border-color-t', 'border-color-b'],
  translate: ['translate-x', 'translate-y', 'translate-none'],
  'scroll-m': [
    'scroll-mx',
    'scroll-my',
    'scroll-ms',
    'scroll-me',
    'scroll-mt',
    'scroll-mr',
    'scroll-mb',
    'scroll-ml',
  ],
  'scroll-p': [
    'scroll-px',
    'scroll-py',
    'scroll-ps',
    'scroll-pe',
    'scroll-pt',
    'scroll-pr',
    'scroll-pb',
    'scroll-pl',
  ],
  touch: ['touch-x', 'touch-y', 'touch-pz'],
  'touch-x': ['touch'],
  'touch-y': ['touch'],
  'touch-pz': ['touch'],
};

// Variants whose order changes what they select; the others are compared sorted (hover:focus: is
// focus:hover:).
const ORDER_SENSITIVE = new Set([
  '*',
  '**',
  'after',
  'backdrop',
  'before',
  'details-content',
  'file',
  'first-letter',
  'first-line',
  'marker',
  'placeholder',
  'selection',
]);

function variantKey(variants: string[]): string {
  if (variants.length < 2) return variants[0] ?? '';
  const sorted: string[] = [];
  let run: string[] = [];
  for (const variant of variants) {
    if (variant[0] === '[' || ORDER_SENSITIVE.has(variant)) {
      sorted.push(...run.sort(), variant);
      run = [];
    } else run.push(variant);
  }
  sorted.push(...run.sort());
  return sorted.join(':');
}

type Parsed = { variants: string[]; important: boolean; base: string; postfixAt: number | undefined };

/** Splits `md:hover:!bg-red-50/50` into its variants, `!`, base class and where a `/modifier` starts. */
function parse(className: string): Parsed {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  let postfix: number | undefined;
  for (let i = 0; i < className.length; i++) {
    const char = className[i];
    if (depth === 0) {
      if (char === ':') {
        variants.push(className.slice(start, i));
        start = i + 1;
        continue;
      }
      if (char === '/') {
        postfix = i;
        continue;
      }
    }
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
  }
  let base = className.slice(start);
  let important = false;
  if (base.endsWith('!')) {
    base = base.slice(0, -1);
    important = true;
  } else if (base.startsWith('!')) {
    base = base.slice(1);
    important = true;
  }
  const postfixAt = postfix !== undefined && postfix > start ? postfix - start : undefined;
  return { variants, important, base, postfixAt };
}

/** tailwind-merge's merge of a space-separated class list. */
export function mergeClasses(classList: string): string {
  const taken = new Set<string>();
  const names = classList.trim().split(/\s+/);
  let result = '';
  for (let i = names.length - 1; i >= 0; i--) {
    const original = names[i] ?? '';
    const { variants, important, base, postfixAt } = parse(original);
    let group = postfixAt === undefined ? classGroup(base) : classGroup(base.slice(0, postfixAt));
    if (!group && postfixAt !== undefined) group = classGroup(base);
    if (!group) {
      result = original + (result ? ` ${result}` : '');
      continue;
    }
    const key = variantKey(variants) + (important ? '!' : '');
    const id = key + group;
    if (taken.has(id)) continue;
    taken.add(id);
    for (const overridden of OVERRIDES[group] ?? []) taken.add(key + overridden);
    result = original + (result ? ` ${result}` : '');
  }
  return result;
}

// The same few class lists come back on every render: merged once each.
const merged = new Map<string, string>();

/** Joins class names and lets a later Tailwind class override an earlier one (`p-2` then `p-4` → `p-4`). */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  let result = merged.get(joined);
  if (result === undefined) {
    if (merged.size >= 1000) merged.clear();
    result = mergeClasses(joined);
    merged.set(joined, result);
  }
  return result;
}
