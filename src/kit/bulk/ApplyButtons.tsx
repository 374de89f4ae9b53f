// Issue 28: "Apply to other sites…" where a settings form (SettingsForm) or a rule list (RuleList) of the site
// workspace is shown. The form applies its saved values; the list its selected rows, or all of them.
import { Trans } from '@lingui/react/macro';
import { Button, type ButtonProps } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useArea } from '../../services/use-area';
import type { FormDescriptor } from '../../schema-form/descriptor';
import { translateText } from '../../schema-form/translate';
import type { ListDescriptor } from '../lists/descriptor';
import { say } from '../lists/texts';
import { ApplyToSites, type ApplyToSitesProps } from './ApplyToSites';
import { ruleKey, type RulesSpec } from './plan';

type Values = Record<string, unknown>;

/** Only in the site workspace's consoles. */
const siteArea = (area: string) => (area === 'user' || area === 'client' ? area : null);

/** A button that opens the applying of `apply` to other sites, in the site workspace's consoles only. */
function ApplyOpener({ label, button, ...apply }: { label: ReactNode; button?: ButtonProps } & Omit<ApplyToSitesProps, 'opened' | 'onClose' | 'area'>) {
  const area = siteArea(useArea());
  const [opened, setOpened] = useState(false);
  if (!area) return null;
  return (
    <>
      <Button variant="default" {...button} onClick={() => setOpened(true)}>
        {label}
      </Button>
      <ApplyToSites opened={opened} onClose={() => setOpened(false)} area={area} {...apply} />
    </>
  );
}

export function ApplySettingButton({ descriptor, siteId, values }: { descriptor: FormDescriptor; siteId: number; values: Values }) {
  return (
    <ApplyOpener
      label={<Trans>Apply to other sites…</Trans>}
      source={descriptor.name}
      title={translateText(descriptor.title)}
      fromSite={siteId}
      schema={descriptor.schema}
      operation={descriptor.save!.operation}
      spec={async () => ({ kind: 'setting', load: descriptor.load!, save: descriptor.save!, values })}
    />
  );
}

export { canApplyRules } from './can-apply';

export function ApplyRulesButton<R extends object>({
  list,
  form,
  siteId,
  rows,
  entry,
  selected,
  ...button
}: {
  list: ListDescriptor;
  form: FormDescriptor;
  siteId: number;
  /** The rows to apply (the selected ones, or every row read). */
  rows: () => Promise<R[]> | R[];
  /** A row as its create call sends it, and its name. */
  entry: (row: R) => { body: Values; name: string };
  /** The rows are the selected ones. */
  selected?: boolean;
} & ButtonProps) {
  const unique = list.transfer?.unique;
  return (
    <ApplyOpener
      label={selected ? <Trans>Apply the selected to other sites…</Trans> : <Trans>Apply to other sites…</Trans>}
      button={button}
      source={list.name}
      title={say(list.title ?? list.label)}
      fromSite={siteId}
      operation={list.transfer?.batch?.operation ?? form.create!.operation}
      spec={async (): Promise<RulesSpec> => ({
        kind: 'rules',
        list: list.calls.list,
        all: list.all,
        create: form.create?.operation ?? '',
        batch: list.transfer?.batch,
        unique,
        entries: (await rows()).map((row) => ({ ...entry(row), key: ruleKey(row as Values, unique) })),
      })}
    />
  );
}
