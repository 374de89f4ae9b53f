// The catalogue of widgets: pick a data type (cards, top lists, time series), then a widget; one already on the
// page is shown but cannot be added twice (a page keys its widgets by widgetID-dataType).
import { Trans, useLingui } from '@lingui/react/macro';
import { Radio, ScrollArea, Stack } from '@mantine/core';
import { Modal } from '../../../components/leave-guard/GuardedModal';
import { useState } from 'react';
import { DialogActions } from '../../../components/DialogActions';
import { LabelledSegments } from '../LabelledSegments';
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
    // A catalogue to pick from, nothing typed: it closes without asking (issue 25).
    <Modal opened unguarded onClose={onClose} title={t`Add a widget`} size="lg" closeButtonProps={{ 'aria-label': t`Close` }}>
      <Stack>
        <LabelledSegments
          label={<Trans>Data type</Trans>}
          value={type}
          onChange={(next) => {
            setType(next);
            setChosen(null);
          }}
          data={TYPES.map((d) => ({ value: d, label: i18n._(DATA_TYPE_NAMES[d]) }))}
        />
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
        <DialogActions onCancel={onClose} disabled={!entry} busy={busy} onConfirm={() => entry && onAdd(entry)} confirm={<Trans>Add widget</Trans>} />
      </Stack>
    </Modal>
  );
}
