#!/usr/bin/env node
// node scripts/check-shared-msgids.mjs [--list]
// A word that means different things on two screens must not be one message (issue 25: the date ranges' "From"/"To"
// read 原版本/新版本, "old/new version", because they shared their msgid with the upgrade screen). Reads the English
// catalogues (locales/en/*.po, kept up to date by the translations step before it) and finds the short labels (one
// word, placeholders aside: sentences carry their own context) used from two or more feature folders
// (src/features/<name>/) without a Lingui `context`. Such a label must get a context (`t({ message, context })`,
// `<Trans context>`) or its own wording, or, where it truly means one thing everywhere (Save, Cancel, Domain...), be
// listed in scripts/shared-msgids.json. The check also fails on a listed label no longer shared (the list stays
// true). --list prints the shared labels with their folders. Exit 1 on a finding.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const CATALOGS = ['messages', 'console'];

const unescape = (s) => s.replace(/\\"/g, '"').replace(/\\n/g, '\n').replace(/\\\\/g, '\\');

/** The entries of .po texts: { id, context, origins } (origins: file paths, without line numbers). */
export function entriesOf(texts) {
  const out = [];
  for (const entry of texts.join('\n\n').split(/\n\n+/)) {
    const id = entry.match(/^msgid "(.*)"$/m)?.[1];
    if (!id) continue;
    const context = entry.match(/^msgctxt "(.*)"$/m)?.[1] ?? null;
    const origins = [...entry.matchAll(/^#: (.*)$/gm)].flatMap((m) => m[1].split(' ')).map((origin) => origin.replace(/:\d+$/, ''));
    out.push({ id: unescape(id), context, origins });
  }
  return out;
}

/** The feature folder of a source file (src/features/<name>/…), or null for shared code, form descriptors and the rest. */
export const featureOf = (path) => path.match(/^src\/features\/([^/]+)\//)?.[1] ?? null;

/** A short label: one word once placeholders ({name}) are left out. */
export const isShortLabel = (id) => id.replace(/\{[^}]*\}/g, ' ').trim().split(/\s+/).filter(Boolean).length === 1;

/** The short labels without a context used from two or more feature folders: [{ id, features }], by id. */
export function sharedLabels(entries) {
  const out = [];
  for (const { id, context, origins } of entries) {
    if (context !== null || !isShortLabel(id)) continue;
    const features = [...new Set(origins.map(featureOf).filter((f) => f !== null))].sort();
    if (features.length > 1) out.push({ id, features });
  }
  return out.sort((a, b) => a.id.localeCompare(b.id));
}

/** The findings: shared labels not allowed, allowed labels no longer shared. */
export function findings(shared, allowed) {
  const errors = [];
  const ids = new Set(shared.map((s) => s.id));
  for (const { id, features } of shared) {
    if (!allowed.has(id)) {
      errors.push(`"${id}" is one message for ${features.join(', ')}: give it a context where its meaning differs (t({ message, context })), or list it in scripts/shared-msgids.json if it means one thing everywhere`);
    }
  }
  for (const id of allowed) if (!ids.has(id)) errors.push(`"${id}" is listed in scripts/shared-msgids.json but no longer shared between feature folders: remove it`);
  return errors;
}

/** The allowed labels of scripts/shared-msgids.json (its lists, whatever their names). */
export function allowedOf(json) {
  return new Set(Object.entries(json).filter(([key]) => !key.startsWith('$')).flatMap(([, list]) => list));
}

function main() {
  const texts = CATALOGS.map((catalog) => readFileSync(join(root, 'locales', 'en', `${catalog}.po`), 'utf8'));
  const shared = sharedLabels(entriesOf(texts));
  if (process.argv.includes('--list')) for (const { id, features } of shared) console.log(`${id}\t${features.join(', ')}`);
  const allowed = allowedOf(JSON.parse(readFileSync(join(root, 'scripts', 'shared-msgids.json'), 'utf8')));
  const errors = findings(shared, allowed);
  if (errors.length) {
    for (const error of errors) console.error(`✖ ${error}`);
    process.exit(1);
  }
  console.log(`shared messages: ${shared.length} one-word labels shared between feature folders, each listed as meaning one thing`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
