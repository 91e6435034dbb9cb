// Names in the order people expect: case and accents ignored ("Émile" beside "Emma"), numbers by
// their value ("U9" before "U10"). Intl.Collator({ sensitivity: 'base', numeric: true }) orders them
// the same way, but its first use on a page costs a phone's browser about 70 ms (ICU's collation
// data), a long task on the first screen that sorts names (decision 030). A test holds this to the
// collator's order.

const COMBINING_MARKS = /\p{M}/gu;

function fold(name: string): string {
  return name.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase();
}

const isDigit = (code: number) => code >= 48 && code <= 57;

/** Negative, zero or positive, as a sort comparator: 0 for names equal but for case and accents. */
export function compareNames(a: string, b: string): number {
  const left = fold(a);
  const right = fold(b);
  let i = 0;
  let j = 0;
  while (i < left.length && j < right.length) {
    const l = left.charCodeAt(i);
    const r = right.charCodeAt(j);
    if (isDigit(l) && isDigit(r)) {
      // Whole runs of digits compare by value: without leading zeros, the longer is larger.
      let iEnd = i;
      while (iEnd < left.length && isDigit(left.charCodeAt(iEnd))) iEnd += 1;
      let jEnd = j;
      while (jEnd < right.length && isDigit(right.charCodeAt(jEnd))) jEnd += 1;
      const leftRun = left.slice(i, iEnd).replace(/^0+/, '');
      const rightRun = right.slice(j, jEnd).replace(/^0+/, '');
      if (leftRun.length !== rightRun.length) return leftRun.length - rightRun.length;
      if (leftRun !== rightRun) return leftRun < rightRun ? -1 : 1;
      i = iEnd;
      j = jEnd;
    } else {
      if (l !== r) return l - r;
      i += 1;
      j += 1;
    }
  }
  return left.length - i - (right.length - j);
}
