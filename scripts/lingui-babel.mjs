// Lingui's macros (`t`, `msg`, `<Trans>`, `plural`…) compiled by Babel, for the build, the dev server and the unit tests.
// Only modules that import a macro go through Babel (a filter on their code that Rolldown applies before calling the
// plugin): about 300 of the 1,800 modules of src/ and the generated client, the others skip a Babel parse and print.
//
// On the dev server (and Vitest's, which is one) Babel's output is kept on disk (issue 29, a start that does not redo
// work): a second `npm start` takes a module it has compiled before from node_modules/.cache/parapet-lingui-macros
// instead of compiling it again, and does not even load Babel while nothing has changed (the dev server's first page
// 3.4 -> 2.5 s after "ready", docs/decisions.md). An entry is named by a hash of everything the output depends
// on: the module's path and code, this file, the Lingui configuration and the versions of Babel, the macro and the
// Rolldown plugin. Builds compile every time.
import babel from '@rolldown/plugin-babel';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
export const MACRO_CACHE = join(root, 'node_modules/.cache/parapet-lingui-macros');
/** An entry not written for this long is removed as the dev server starts (edited files leave old entries behind). */
const KEPT_DAYS = 30;

const versionOf = (name) => JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;

/** What every entry's output depends on besides the module itself. */
function cacheSalt() {
  const hash = createHash('sha256');
  for (const name of ['@babel/core', '@lingui/babel-plugin-lingui-macro', '@rolldown/plugin-babel']) hash.update(`${name}@${versionOf(name)}\0`);
  for (const file of ['scripts/lingui-babel.mjs', 'lingui.config.ts']) hash.update(readFileSync(join(root, file))).update('\0');
  return hash.digest('hex');
}

function pruneOld(folder) {
  const before = Date.now() - KEPT_DAYS * 86_400_000;
  let names;
  try {
    names = readdirSync(folder);
  } catch {
    return;
  }
  for (const name of names) {
    const path = join(folder, name);
    try {
      if (statSync(path).mtimeMs < before) rmSync(path, { force: true });
    } catch {
      // Removed meanwhile by another server.
    }
  }
}

export async function linguiMacros({ cache = MACRO_CACHE } = {}) {
  const plugin = await babel({
    presets: [
      {
        preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
        rolldown: { filter: { code: /@lingui\/(?:core|react)\/macro/ } },
      },
    ],
  });
  const compile = plugin.transform.handler;
  let salt;
  plugin.transform.handler = async function (code, id, options) {
    if (!cache || this.environment?.mode !== 'dev') return compile.call(this, code, id, options);
    if (salt === undefined) {
      salt = cacheSalt();
      mkdirSync(cache, { recursive: true });
      pruneOld(cache);
    }
    const key = createHash('sha256').update(salt).update(`${id}\0${options?.moduleType ?? ''}\0`).update(code).digest('hex');
    const file = join(cache, `${key}.json`);
    try {
      return JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      // Not compiled before (or an entry cut short): compiled now.
    }
    const result = await compile.call(this, code, id, options);
    if (result) {
      // Written whole or not at all: two servers (or a server stopped mid-write) never leave half an entry.
      const partial = `${file}.${process.pid}.part`;
      try {
        writeFileSync(partial, JSON.stringify({ code: result.code, map: result.map }));
        renameSync(partial, file);
      } catch {
        rmSync(partial, { force: true });
      }
    }
    return result;
  };
  return plugin;
}
