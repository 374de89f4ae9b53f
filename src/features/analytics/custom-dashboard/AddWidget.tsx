// The catalogue of widgets: pick a data type (cards, top lists, time series), then a widget; one already on the
// page is shown but cannot be added twice (a page keys its widgets by widgetID-dataType).
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Radio, ScrollArea, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { CATALOGUE, type CatalogueEntry, DATA_TYPE_NAMES } from './catalogue';
import { type DataType, keyOf } from './types';

const TYPES: DataType[] = ['card', 'top', 'timeSeries'];

export function AddWidget({ taken, onClose, onAdd, busy }: { taken: ReadonlySet<string>; onClose: () => void; onAdd: (entry: CatalogueEntry) => void; busy?: boolean }) {
  const { t, i18n } = useLingui();
  const [type, setType] = useState<DataType>('card');
  const [chosen, setChosen] = useState<string | null>(null);
  const entries = CATALOGUE.filter((e) => e.dataType === type);
  const entry = CATALOGUE.find((e) => keyOf(e.widgetID, e.dataType) === chosen);
  return (
    <Modal opened onClose={onClose} title={t`Add a widget`} size="lg" closeButtonProps={{ 'aria-label': t`Close` }}>
      <Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="widget-type-label">
            <Trans>Data type</Trans>
          </Text>
          <SegmentedControl
            aria-labelledby="widget-type-label"
            value={type}
            onChange={(v) => {
              setType(v as DataType);
              setChosen(null);
            }}
            data={TYPES.map((d) => ({ value: d, label: i18n._(DATA_TYPE_NAMES[d]) }))}
          />
        </Stack>
        <Radio.Group label={t`Widget`} value={chosen} onChange={setChosen}>
          <ScrollArea.Autosize mah={360} type="auto">
            <Stack gap="xs" mt="xs">
              {entries.map((e) => {
                const key = keyOf(e.widgetID, e.dataType);
                const onPage = taken.has(key);
                return (
                  <Radio
                    key={key}
                    value={key}
                    disabled={onPage}
                    label={i18n._(e.name)}
                    description={onPage ? t`Already on this page.` : i18n._(e.description)}
                  />
                );
              })}
            </Stack>
          </ScrollArea.Autosize>
        </Radio.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button disabled={!entry} loading={busy} onClick={() => entry && onAdd(entry)}>
            <Trans>Add widget</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
