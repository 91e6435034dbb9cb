import fs from 'node:fs';
import path from 'node:path';

// The embedded database lives in one process at a time. The running app leaves its pid here so the CLI
// can refuse to open the same files underneath it.
export function lockFile(dataDir: string): string {
  return path.join(dataDir, 'app.pid');
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export function findRunningOwner(dataDir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(lockFile(dataDir), 'utf8'));
    return Number.isInteger(pid) && pid !== process.pid && isAlive(pid) ? pid : null;
  } catch {
    return null;
  }
}

export function claimDataDir(dataDir: string): () => void {
  const owner = findRunningOwner(dataDir);
  if (owner)
    throw new Error(`The embedded database in ${dataDir} is in use by process ${owner}. Stop it first.`);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(lockFile(dataDir), String(process.pid));
  return () => fs.rmSync(lockFile(dataDir), { force: true });
}
