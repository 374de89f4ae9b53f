#!/usr/bin/env node
// The size budgets of bench/budgets.mjs over a build (dist/ by default): the sign-in page's JavaScript, the
// shared entry and every chunk, gzip level 9, worked out from the build manifest (dist/.vite/manifest.json).
// Exits 1 when a budget is broken. `npm test` runs it after the build; the bench prints the same table.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SIGN_IN_MODULES, SIZE_BUDGETS } from '../bench/budgets.mjs';

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** Sizes of a build: every JS chunk, the entry's static closure and the sign-in page's. */
export function measureBuild(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const sizes = new Map();
  const gz = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return sizes.get(file);
  };
  const closure = (key, into = new Set()) => {
    const entry = manifest[key];
    if (!entry) throw new Error(`size-check: ${key} is not in the build manifest (was it renamed? see bench/budgets.mjs)`);
    if (into.has(entry.file)) return into;
    into.add(entry.file);
    for (const imported of entry.imports ?? []) closure(imported, into);
    return into;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const entryFiles = closure(entryKey);
  const signInFiles = new Set(entryFiles);
  for (const key of SIGN_IN_MODULES) closure(key, signInFiles);
  const total = (files) => [...files].reduce((sum, file) => sum + gz(file), 0);
  const names = new Map();
  for (const [key, entry] of Object.entries(manifest)) if (!names.has(entry.file) || entry.isDynamicEntry) names.set(entry.file, key);
  const chunks = [...new Set(Object.values(manifest).map((entry) => entry.file))]
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, source: names.get(file), gzip: gz(file) }))
    .sort((a, b) => b.gzip - a.gzip);
  return {
    chunks,
    entry: { files: [...entryFiles], gzip: total(entryFiles) },
    signIn: { files: [...signInFiles], gzip: total(signInFiles) },
    gz,
  };
}

/** The budget lines: [label, figure, budget, within]. */
export function sizeVerdicts(measured) {
  const lines = [
    ['sign-in page JavaScript', measured.signIn.gzip, SIZE_BUDGETS.signInKb],
    ['shared entry', measured.entry.gzip, SIZE_BUDGETS.entryKb],
    ...measured.chunks.map((chunk) => [`chunk ${chunk.file} (${chunk.source})`, chunk.gzip, SIZE_BUDGETS.chunkKb]),
  ];
  return lines.map(([label, bytes, budgetKb]) => ({ label, bytes, budgetKb, within: bytes <= budgetKb * 1024 }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = resolve(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'dist');
  const verdicts = sizeVerdicts(measureBuild(dist));
  const verbose = process.argv.includes('--all');
  let broken = 0;
  for (const [index, verdict] of verdicts.entries()) {
    if (!verdict.within) broken++;
    // The two page budgets and the three largest chunks always; the rest only when broken or asked for.
    if (index < 5 || !verdict.within || verbose) {
      console.log(`  ${verdict.within ? '✔' : '✖'} ${kb(verdict.bytes).padStart(9)} ≤ ${verdict.budgetKb} kB  ${verdict.label}`);
    }
  }
  console.log(`  ${verdicts.length - 2} chunks checked against ${SIZE_BUDGETS.chunkKb} kB`);
  if (broken) {
    console.error(`size-check: ${broken} size budget(s) broken (bench/budgets.mjs)`);
    process.exit(1);
  }
}
