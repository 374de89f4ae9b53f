#!/usr/bin/env node
// Fills missing translations in the catalogues from JSON files of
// { "English source": { "zh-TW": "…", "zh-CN": "…" } } (default: locales/pending/*.json).
// Run after `npm run i18n:extract`; it never overwrites an existing translation.
import { readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const pendingDir = join(root, 'locales/pending');
const files = process.argv.slice(2).length
  ? process.argv.slice(2)
  : existsSync(pendingDir)
    ? readdirSync(pendingDir).filter((f) => f.endsWith('.json')).map((f) => join(pendingDir, f))
    : [];
const table = {};
for (const file of files) Object.assign(table, JSON.parse(readFileSync(file, 'utf8')));

// The catalogues of each language (lingui.config.ts): what the sign-in page needs, and the consoles' screens.
const CATALOGS = ['messages', 'console'];
const unescape = (s) => s.replace(/\\"/g, '"').replace(/\\n/g, '\n').replace(/\\\\/g, '\\');
const escape = (s) => s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
for (const [locale, catalog] of ['zh-TW', 'zh-CN'].flatMap((l) => CATALOGS.map((c) => [l, c]))) {
  const path = join(root, 'locales', locale, `${catalog}.po`);
  const entries = readFileSync(path, 'utf8').split(/\n\n/);
  let filled = 0;
  let missing = 0;
  const out = entries.map((entry) => {
    const id = entry.match(/^msgid "(.*)"$/m)?.[1];
    if (!id || !/^msgstr ""$/m.test(entry)) return entry;
    const text = table[unescape(id)]?.[locale];
    if (!text) {
      missing++;
      return entry;
    }
    filled++;
    return entry.replace(/^msgstr ""$/m, `msgstr "${escape(text)}"`);
  });
  writeFileSync(path, out.join('\n\n'));
  console.log(`${locale}/${catalog}: ${filled} filled, ${missing} still without a translation`);
}
