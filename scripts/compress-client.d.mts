/** Writes .br and .gz copies beside each compressible file under `dir`; returns the bytes before and after (brotli). */
export function compressDir(dir: string): { before: number; after: number };
