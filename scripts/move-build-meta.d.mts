export function moveBuildMeta(servedDir: string, metaDir: string): string[];
