// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { allowedOf, entriesOf, featureOf, findings, isShortLabel, sharedLabels } from './check-shared-msgids.mjs';

const PO = `msgid ""
msgstr ""

#: src/features/analytics/filters.tsx:233
#: src/features/audit-log/AuditLogScreen.tsx:128
msgid "From"
msgstr "From"

#: src/features/upgrade/SystemUpgradeScreen.tsx:163
msgctxt "upgrade: the version before"
msgid "From"
msgstr "From"

#: src/features/roles/RolesScreen.tsx:12 src/features/users/UsersScreen.tsx:40
msgid "Save"
msgstr "Save"

#: src/kit/a.tsx:1
#: src/components/b.tsx:2
#: forms/user/x.form.json:1
#: src/features/nodes/c.tsx:3
msgid "Name"
msgstr "Name"

#: src/features/nodes/a.tsx:1
#: src/features/zones/b.tsx:1
msgid "Choose both ends of the time range."
msgstr ""

#: src/features/nodes/a.tsx:1
#: src/features/zones/b.tsx:1
msgid "Remove {name}"
msgstr ""
`;

describe('messages shared between screens (issue 25)', () => {
  const entries = entriesOf([PO]);
  it('reads ids, contexts and origins without line numbers', () => {
    expect(entries.find((e) => e.context === 'upgrade: the version before')).toEqual({ id: 'From', context: 'upgrade: the version before', origins: ['src/features/upgrade/SystemUpgradeScreen.tsx'] });
    expect(entries.find((e) => e.id === 'Save')?.origins).toEqual(['src/features/roles/RolesScreen.tsx', 'src/features/users/UsersScreen.tsx']);
  });
  it('counts feature folders only, and one-word labels only', () => {
    expect(featureOf('src/features/site-workspace/domains/DomainsTab.tsx')).toBe('site-workspace');
    expect(featureOf('src/kit/region-names.ts')).toBeNull();
    expect(featureOf('forms/user/x.form.json')).toBeNull();
    expect(isShortLabel('Remove {name}')).toBe(true);
    expect(isShortLabel('Export CSV')).toBe(false);
    expect(sharedLabels(entries)).toEqual([
      { id: 'From', features: ['analytics', 'audit-log'] },
      { id: 'Remove {name}', features: ['nodes', 'zones'] },
      { id: 'Save', features: ['roles', 'users'] },
    ]);
  });
  it('flags a shared label that is not listed, and a listed label no longer shared', () => {
    const errors = findings(sharedLabels(entries), allowedOf({ $comment: 'x', actions: ['Save', 'Remove {name}', 'Delete'] }));
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/^"From" is one message for analytics, audit-log/);
    expect(errors[1]).toMatch(/^"Delete" is listed/);
    expect(findings(sharedLabels(entries), allowedOf({ a: ['Save', 'Remove {name}', 'From'] }))).toEqual([]);
  });
});
