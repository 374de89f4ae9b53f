// @vitest-environment node
// The dev server's kept Babel output (issue 29): a module compiled once is taken from disk the next time, a changed
// module is compiled again, and a build never reads or writes the folder.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { linguiMacros } from './lingui-babel.mjs';

type Handler = (this: unknown, code: string, id: string, options?: { moduleType?: string }) => Promise<{ code: string } | undefined>;

async function compiler(cache: string, mode: 'dev' | 'build') {
  // The hooks are called as Vite calls them, with only what they read of its configuration and environment.
  const plugin = (await linguiMacros({ cache })) as unknown as {
    configResolved: (config: object) => void;
    applyToEnvironment: (environment: object) => boolean;
    transform: { handler: Handler };
  };
  const environment = { name: 'client', mode, config: {} };
  plugin.configResolved({});
  plugin.applyToEnvironment(environment);
  const context = {
    environment,
    error: (error: unknown) => {
      throw error;
    },
  };
  return (code: string, id = '/work/src/Hello.tsx') => plugin.transform.handler.call(context, code, id, { moduleType: 'tsx' });
}

const source = (text: string) => `import { t } from '@lingui/core/macro';\nexport const hello = () => t\`${text}\`;\n`;

describe('linguiMacros on the dev server', () => {
  const folders: string[] = [];
  const folder = () => {
    const made = mkdtempSync(join(tmpdir(), 'parapet-macros-'));
    folders.push(made);
    return made;
  };
  afterEach(() => folders.splice(0).forEach((made) => rmSync(made, { recursive: true, force: true })));

  it('compiles a module once and takes it from the folder the next time', async () => {
    const cache = folder();
    const first = await (await compiler(cache, 'dev'))(source('Hello'));
    expect(first?.code).toContain('i18n._(');
    const entries = readdirSync(cache);
    expect(entries).toHaveLength(1);
    // What is read back is the entry on disk, not a new compilation.
    const entry = join(cache, entries[0]!);
    writeFileSync(entry, JSON.stringify({ ...JSON.parse(readFileSync(entry, 'utf8')), code: 'kept' }));
    expect((await (await compiler(cache, 'dev'))(source('Hello')))?.code).toBe('kept');
    // A changed module is a new entry, compiled.
    const changed = await (await compiler(cache, 'dev'))(source('Hello again'));
    expect(changed?.code).toContain('i18n._(');
    expect(readdirSync(cache)).toHaveLength(2);
  });

  it('leaves the folder alone in a build', async () => {
    const cache = folder();
    expect((await (await compiler(cache, 'build'))(source('Hello')))?.code).toContain('i18n._(');
    expect(readdirSync(cache)).toHaveLength(0);
  });
});
