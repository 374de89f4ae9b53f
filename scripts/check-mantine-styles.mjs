#!/usr/bin/env node
// Issue 29: the console imports the styles of the Mantine components it uses (src/styles/mantine.css), not Mantine's
// whole styles.css. After a build, this reads which Mantine classes (m_…) the built JavaScript names and fails when
// one is styled only by a component file missing from mantine.css, or when mantine.css imports a component file none
// of whose classes the build names. It prints the lines to add or remove.
// Usage: node scripts/check-mantine-styles.mjs [dist]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dist = process.argv[2] ?? 'dist';
const stylesDir = 'node_modules/@mantine/core/styles';
const listFile = 'src/styles/mantine.css';
const BASE = new Set(['baseline.css', 'default-css-variables.css', 'global.css']);
const classesOf = (text) => new Set(text.match(/\bm_[0-9a-f]+\b/g) ?? []);

const named = new Set();
for (const file of readdirSync(join(dist, 'assets'))) {
  if (file.endsWith('.js')) for (const name of classesOf(readFileSync(join(dist, 'assets', file), 'utf8'))) named.add(name);
}
const imported = [...readFileSync(listFile, 'utf8').matchAll(/@import '@mantine\/core\/styles\/([^']+)';/g)].map((m) => m[1]);
const components = readdirSync(stylesDir).filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css') && !BASE.has(file));

const problems = [];
for (const file of components) {
  const own = classesOf(readFileSync(join(stylesDir, file), 'utf8'));
  const used = [...own].some((name) => named.has(name));
  if (used && !imported.includes(file)) problems.push(`add to ${listFile}: @import '@mantine/core/styles/${file}'; (the build uses ${[...own].filter((n) => named.has(n)).slice(0, 3).join(', ')})`);
  if (!used && imported.includes(file)) problems.push(`remove from ${listFile}: @import '@mantine/core/styles/${file}'; (no class of it is in the build)`);
}
for (const file of BASE) if (!imported.includes(file)) problems.push(`add to ${listFile}: @import '@mantine/core/styles/${file}'; (Mantine's base)`);
if (problems.length) {
  console.error(`Mantine styles: ${problems.length} line(s) of ${listFile} to change:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Mantine styles: ${imported.length - BASE.size} of ${components.length} component style files imported, each used by the build, none missing.`);
