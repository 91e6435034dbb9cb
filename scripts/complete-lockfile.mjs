#!/usr/bin/env node
// The registry mirror this project is built against lacks the other platforms' binaries of a few
// packages (Biome's CLI, Tailwind's oxide). `npm install` then leaves them out of
// package-lock.json and `npm ci` refuses the lock as out of sync. This adds the missing optional
// entries with their os/cpu so npm ci skips them on this platform as it would on the public
// registry. Run it after every `npm install` that changes the lock (see docs/decisions/008).
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const osNames = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'openbsd', 'netbsd', 'sunos', 'aix'];
const cpuNames = ['arm64', 'x64', 'ia32', 'arm', 'wasm32', 'riscv64', 'ppc64', 's390x', 'loong64'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => osNames.includes(part));
  const cpu =
    parts.find((part) => cpuNames.includes(part)) ?? (parts.includes('gnueabihf') ? 'arm' : undefined);
  return { os, cpu };
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path === '' ? '' : `${path}/`;
    const nested = `${base}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[nested] || packages[hoisted]) continue;
    const { os, cpu } = platformOf(name);
    if (!os && !cpu) continue;
    packages[hoisted] = {
      version,
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...(os ? { os: [os] } : {}),
    };
    added += 1;
  }
}

const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} missing platform entr${added === 1 ? 'y' : 'ies'} added`);
