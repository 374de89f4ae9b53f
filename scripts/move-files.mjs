#!/usr/bin/env node
// Moves source files with `git mv` and rewrites every relative import that reaches them or leaves them (issue 27).
// `node scripts/move-files.mjs <old> <new> [<old> <new>…]`: a pair is two files or two folders (a folder moves whole).
// Rewritten: `from '…'`, `import '…'`, `import('…')`, `vi.mock('…')`, `vi.importActual('…')` and `import.meta.glob('…')`
// in the tracked .ts/.tsx/.js/.mjs/.cjs files of src/, tests/, mocks/, scripts/, bench/, codegen/ and forms/. A
// specifier keeps its form: no extension stays without one, a folder's index stays a folder.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';

const root = join(dirname(new URL(import.meta.url).pathname), '..');
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
const pairs = process.argv.slice(2);
if (!pairs.length || pairs.length % 2) throw new Error('usage: move-files.mjs <old> <new> [<old> <new>…]');

const tracked = git('ls-files').split('\n').filter(Boolean);
/** Every file moved, old path to new path (paths relative to the root, with forward slashes). */
const moved = new Map();
for (let i = 0; i < pairs.length; i += 2) {
  const [from, to] = [posix.normalize(pairs[i]).replace(/\/$/, ''), posix.normalize(pairs[i + 1]).replace(/\/$/, '')];
  const isFolder = existsSync(join(root, from)) && statSync(join(root, from)).isDirectory();
  const files = isFolder ? tracked.filter((file) => file.startsWith(`${from}/`)) : [from];
  if (!files.length || (!isFolder && !tracked.includes(from))) throw new Error(`not tracked: ${from}`);
  for (const file of files) moved.set(file, isFolder ? to + file.slice(from.length) : to);
}
const newPath = (file) => moved.get(file) ?? file;
const trackedSet = new Set(tracked);

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '/index.ts', '/index.tsx', '/index.js'];
/** The tracked file a specifier names from a file (old paths), and the suffix the specifier left out. */
function resolveSpecifier(fromFile, specifier) {
  const base = posix.join(posix.dirname(fromFile), specifier);
  for (const extension of EXTENSIONS) if (trackedSet.has(base + extension)) return { file: base + extension, omitted: extension };
  // Generated files (src/api/generated/) are not tracked but exist after `npm run gen`.
  for (const extension of EXTENSIONS) {
    const path = join(root, base + extension);
    if (existsSync(path) && statSync(path).isFile()) return { file: base + extension, omitted: extension };
  }
  return null;
}

const PATTERN = /(\bfrom\s+|\bimport\s+|\bimport\s*\(\s*|\bvi\.mock\(\s*|\bvi\.importActual(?:<[^>]*>)?\(\s*|\bimport\.meta\.glob(?:<[^>]*>)?\(\s*\[?\s*)(['"])(\.\.?\/[^'"]*)\2/g;

function rewrite(file, text) {
  const target = newPath(file);
  return text.replace(PATTERN, (whole, lead, quote, spec) => {
    const [path, query = ''] = spec.split(/(?=\?)/);
    if (path.includes('*')) {
      // A glob: its fixed prefix is a folder; it moves only with the importing file.
      const prefix = path.slice(0, path.indexOf('*'));
      const oldFolder = posix.join(posix.dirname(file), prefix).replace(/\/$/, '');
      // The folder moved when every file under it moved to one new folder.
      const inside = tracked.filter((f) => f.startsWith(`${oldFolder}/`));
      const newFolders = new Set(inside.map((f) => (moved.has(f) ? moved.get(f).slice(0, moved.get(f).length - (f.length - oldFolder.length)) : oldFolder)));
      const folder = newFolders.size === 1 ? [...newFolders][0] : oldFolder;
      let next = posix.relative(posix.dirname(target), folder) + (prefix.endsWith('/') ? '/' : '');
      if (!next.startsWith('.')) next = `./${next}`;
      return `${lead}${quote}${next}${path.slice(prefix.length)}${query}${quote}`;
    }
    const found = resolveSpecifier(file, path);
    if (!found) {
      if (moved.has(file)) console.warn(`unresolved in moved file ${file}: ${spec}`);
      return whole;
    }
    if (!moved.has(file) && !moved.has(found.file)) return whole;
    const to = newPath(found.file);
    const kept = found.omitted ? to.slice(0, to.length - found.omitted.length) : to;
    let next = posix.relative(posix.dirname(target), kept);
    if (!next.startsWith('.')) next = `./${next}`;
    return `${lead}${quote}${next}${query}${quote}`;
  });
}

const SOURCE = /^(src|tests|mocks|scripts|bench|codegen|forms)\/.*\.(ts|tsx|js|mjs|cjs)$/;
const contents = new Map();
for (const file of tracked.filter((f) => SOURCE.test(f))) {
  if (!existsSync(join(root, file))) continue;
  const text = readFileSync(join(root, file), 'utf8');
  const next = rewrite(file, text);
  if (next !== text || moved.has(file)) contents.set(file, next);
}
for (const [from, to] of moved) {
  execFileSync('mkdir', ['-p', dirname(join(root, to))]);
  git('mv', from, to);
}
let rewritten = 0;
for (const [file, text] of contents) {
  const target = join(root, newPath(file));
  if (readFileSync(target, 'utf8') !== text) {
    writeFileSync(target, text);
    rewritten++;
  }
}
console.log(`moved ${moved.size} files, rewrote imports in ${rewritten}`);
