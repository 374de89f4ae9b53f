// Issue 28: the same "apply to many sites" from a sites list: the selected sites, a setting chosen among those the
// screen offers (a settings form, or a rule list's entry), its values typed in the descriptor's form, then the same
// preview and run as from a site (ApplyToSites).
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { FormDescriptor } from '../../schema-form/descriptor';
import { SchemaForm } from '../../schema-form/SchemaForm';
import { translateText } from '../../schema-form/translate';
import type { ListDescriptor } from '../lists/descriptor';
import { say } from '../lists/texts';
import { ApplyToSites } from './ApplyToSites';
import { ruleKey, type BulkSpec } from './plan';
import type { PickerArea } from './SitePicker';
import { Modal } from '../../components/dialog-mount';

type Values = Record<string, unknown>;

/** A setting a sites list offers: a settings form (its values set), or a rule list (one entry added). */
export type BulkChoice = { form: FormDescriptor; list?: undefined } | { list: ListDescriptor; form: FormDescriptor };

const nameOf = (choice: BulkChoice) => (choice.list ? say(choice.list.title ?? choice.list.label) : translateText(choice.form.title));

export function SitesBulkChange({ area, sites, choices }: { area: PickerArea; sites: { id: number; siteName: string }[]; choices: BulkChoice[] }) {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const [values, setValues] = useState<Values | null>(null);
  const choice = chosen === null ? undefined : choices[Number(chosen)];
  const close = () => {
    setOpened(false);
    setChosen(null);
    setValues(null);
  };
  const spec = async (): Promise<BulkSpec> => {
    if (!choice || !values) throw new Error('nothing chosen');
    if (!choice.list) return { kind: 'setting', load: choice.form.load!, save: choice.form.save!, values };
    const unique = choice.list.transfer?.unique;
    const name = String(values[choice.list.rowName] ?? '') || Object.values(values).filter((v) => typeof v === 'string' || Array.isArray(v)).flat().slice(0, 3).join(', ');
    return {
      kind: 'rules',
      list: choice.list.calls.list,
      all: choice.list.all,
      create: choice.form.create?.operation ?? '',
      batch: choice.list.transfer?.batch,
      unique,
      entries: [{ body: { ...choice.list.bodyDefaults, ...values }, key: ruleKey(values, unique), name }],
    };
  };
  return (
    <>
      <Button size="xs" variant="light" onClick={() => setOpened(true)}>
        <Trans>Change a setting…</Trans>
      </Button>
      <Modal opened={opened && values === null} onClose={close} title={t`Change a setting on ${sites.length} sites`} size="lg" closeButtonProps={{ 'aria-label': t`Close` }}>
        <Stack>
          <Select
            label={t`Setting`}
            placeholder={t`Choose a setting`}
            data={choices.map((c, index) => ({ value: String(index), label: nameOf(c) }))}
            value={chosen}
            onChange={setChosen}
          />
          {choice && (
            <>
              <Text size="sm" c="dimmed">
                {choice.list ? <Trans>This entry is added to each site that does not have it already.</Trans> : <Trans>These values are set on each site.</Trans>}
              </Text>
              <SchemaForm<Values>
                key={chosen}
                descriptor={choice.form}
                initial={choice.list ? { ...(choice.list.add?.initial ?? {}) } : { ...choice.form.example }}
                submitLabel={t`Preview`}
                idPrefix="bulkChange"
                onSubmit={(data) => setValues(data)}
              />
            </>
          )}
        </Stack>
      </Modal>
      {choice && values && (
        <ApplyToSites
          opened
          onClose={close}
          area={area}
          source={`sites.${choice.list?.name ?? choice.form.name}`}
          title={nameOf(choice)}
          sites={sites}
          schema={choice.list ? undefined : choice.form.schema}
          operation={choice.list ? (choice.list.transfer?.batch?.operation ?? choice.form.create!.operation) : choice.form.save!.operation}
          spec={spec}
        />
      )}
    </>
  );
}
