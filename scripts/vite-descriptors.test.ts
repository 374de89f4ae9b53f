// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDescriptors, reachedNames } from './vite-descriptors.mjs';

function formsDir(files: Record<string, object>): string {
  const dir = mkdtempSync(join(tmpdir(), 'parapet-descriptors-'));
  for (const [path, json] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), JSON.stringify(json));
  }
  return dir;
}

const FILES = {
  'user/rule.form.json': { name: 'user.rule', title: 'Rule' },
  'user/note.form.json': { name: 'user.note' },
  'user/lists/rules.list.json': { name: 'user.list.rules', form: 'user.rule', entries: { list: 'user.list.ruleItems' } },
  'user/lists/rule-items.list.json': { name: 'user.list.ruleItems', form: 'user.note', label: 'Items' },
  'user/lists/other.list.json': { name: 'user.list.other' },
  'schema/list-descriptor.schema.json': { name: 'not.a.descriptor' },
};

describe('descriptors by name', () => {
  const dir = formsDir(FILES);
  const index = readDescriptors(dir);
  const page = join(dir, '..', 'src', 'Page.tsx');

  it('finds every descriptor under forms/ by name, the schemas aside', () => {
    expect([...index.byName.keys()].sort()).toEqual(['user.list.other', 'user.list.ruleItems', 'user.list.rules', 'user.note', 'user.rule']);
    expect(index.byName.get('user.rule')!.kind).toBe('form');
  });

  it('brings what a module names and all that leads from it, and nothing else', () => {
    expect(reachedNames(`<RuleList list={LISTS.get('user.list.rules')} />`, page, index)).toEqual(['user.list.ruleItems', 'user.list.rules', 'user.note', 'user.rule']);
    expect(reachedNames('const form = FORMS.get("user.note");', page, index)).toEqual(['user.note']);
    expect(reachedNames("const label = 'user.list.unknown'; const other = 'plain';", page, index)).toEqual([]);
  });

  it('brings a list with the lists whose entries it is (a list finds its parent among those loaded)', () => {
    expect(reachedNames("LISTS.get('user.list.ruleItems')", page, index)).toEqual(['user.list.ruleItems', 'user.list.rules', 'user.note', 'user.rule']);
  });

  it('follows an import of a descriptor file, static or dynamic', () => {
    const importer = join(dir, 'user', 'Screen.tsx');
    expect(reachedNames("import rules from './lists/rule-items.list.json';", importer, index)).toContain('user.list.ruleItems');
    expect(reachedNames("const load = () => import('./note.form.json');", importer, index)).toEqual(['user.note']);
  });

  it('refuses two descriptors with one name', () => {
    const twice = formsDir({ 'a.form.json': { name: 'user.same' }, 'b/b.form.json': { name: 'user.same' } });
    expect(() => readDescriptors(twice)).toThrow('Two descriptors are named user.same');
  });
});
