#!/usr/bin/env node
// Generation is deterministic: running `npm run gen` again must not change a byte of what it wrote.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const outputs = ['openapi/dist/openapi.json', 'src/api/schema.d.ts', 'src/api/generated', 'mocks/server/resources/index.generated.ts'];

function files(path) {
  const full = join(root, path);
  if (!statSync(full).isDirectory()) return [full];
  return readdirSync(full).flatMap((name) => files(join(path, name)));
}
function snapshot() {
  const map = new Map();
  for (const output of outputs) for (const file of files(output)) map.set(relative(root, file), createHash('sha256').update(readFileSync(file)).digest('hex'));
  return map;
}

const before = snapshot();
execFileSync(process.execPath, [join(root, 'scripts/gen.mjs'), '--force'], { stdio: 'ignore' });
const after = snapshot();
const changed = [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file));
if (changed.length) {
  console.error(`gen is not deterministic: ${changed.length} file(s) changed on a second run:\n  ${changed.slice(0, 20).join('\n  ')}`);
  process.exit(1);
}
console.log(`gen is deterministic: ${after.size} generated files unchanged on a second run`);
