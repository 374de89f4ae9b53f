#!/usr/bin/env node
// Fails when the catalogues are out of date with the source or a message has no translation.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const locales = ['zh-TW', 'zh-CN', 'en'];
// Each language has two catalogues (lingui.config.ts); they are checked as one text.
const catalogs = ['messages', 'console'];
const read = () =>
  Object.fromEntries(locales.map((l) => [l, catalogs.map((c) => readFileSync(join(root, 'locales', l, `${c}.po`), 'utf8')).join('\n\n')]));
const ids = (po) => new Set([...po.matchAll(/^msgid "(.+)"$/gm)].map((m) => m[1]));

const before = read();
execFileSync(join(root, 'node_modules/.bin/lingui'), ['extract', '--clean'], { cwd: root, stdio: 'ignore' });
const after = read();
const problems = [];
for (const locale of locales) {
  const was = ids(before[locale]);
  const now = ids(after[locale]);
  const added = [...now].filter((id) => !was.has(id));
  const removed = [...was].filter((id) => !now.has(id));
  if (added.length || removed.length) {
    problems.push(`${locale}: catalogue was out of date (${added.length} new, ${removed.length} unused); run npm run i18n:extract and translate`);
  }
  // Entries are separated by blank lines; an entry whose msgstr is empty has no translation.
  for (const entry of after[locale].split(/\n\n+/)) {
    const id = entry.match(/^msgid "(.*)"$/m)?.[1];
    if (!id) continue;
    if (/^msgstr ""$/m.test(entry) && !/^msgstr ""\n"/m.test(entry)) problems.push(`${locale}: no translation for "${id}"`);
  }
}
if (problems.length) {
  console.error(problems.slice(0, 40).join('\n'));
  if (problems.length > 40) console.error(`… and ${problems.length - 40} more`);
  process.exit(1);
}
console.log(`i18n: ${ids(after.en).size} messages, translated in ${locales.join(', ')}`);
