// The expiry of one site or a selection: a date (the end of that day, UTC) or never. A date in the past makes
// the sites expired (spec 4), which the dialog says before saving.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { DayField } from '../../components/moment-field/MomentField';
import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { DialogCancel, Modal } from '../../components/leave-guard/GuardedModal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ClientSite } from '../../api/generated/model';
import { notifySuccess } from '../../services/feedback';
import { isolated } from '../../components/user-text';
import { invalidateUnder } from '../../schema-form/invalidate';
import { callOperation } from '../../schema-form/operations';
import { CopyApiCall } from '../../schema-form/api-call/CopyApiCall';
import { useSiteNames } from './ActionForm';

/** The last second of a day, UTC. */
const endOfDay = (day: string) => new Date(Date.parse(day) + 86_399_000).toISOString();

export function ExpiryModal({ sites, onClose }: { sites: ClientSite[] | null; onClose: () => void }) {
  const { t } = useLingui();
  const count = sites?.length ?? 0;
  return (
    <Modal
      opened={sites !== null}
      onClose={onClose}
      title={count === 1 ? t`Expiry: ${isolated(sites![0]!.siteName)}` : t`Expiry: ${count} sites`}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {sites && <ExpiryForm key={sites.map((s) => s.id).join(',')} sites={sites} onClose={onClose} />}
    </Modal>
  );
}

function ExpiryForm({ sites, onClose }: { sites: ClientSite[]; onClose: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const namesOf = useSiteNames();
  const first = sites[0]!.expiredAt;
  const [never, setNever] = useState(sites.length === 1 && first === null);
  const [day, setDay] = useState(sites.length === 1 && first ? first.slice(0, 10) : '');
  const [error, setError] = useState<string | null>(null);
  // The body sent, also offered as "Copy as API call" (issue 28).
  const bodyOf = (expiredAt: string | null) => ({ ids: sites.map((s) => s.id), expiredAt });
  const save = useMutation({
    mutationFn: (expiredAt: string | null) => callOperation('client-site-set-expiry', { body: bodyOf(expiredAt) }),
  });
  const [today] = useState(() => new Date().toISOString().slice(0, 10));
  // ISO days compare as text.
  const past = !never && day !== '' && day < today;
  const count = sites.length;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!never && !/^\d{4}-\d{2}-\d{2}$/.test(day)) return setError(t`Choose a date, or "Never expires".`);
        save.mutate(never ? null : endOfDay(day), {
          onSuccess: async () => {
            const name = count === 1 ? isolated(sites[0]!.siteName) : '';
            notifySuccess(count === 1 ? t`Expiry of ${name} saved` : plural(count, { one: 'Expiry of # site saved', other: 'Expiry of # sites saved' }));
            onClose();
            await invalidateUnder(queryClient, '/client/');
          },
        });
      }}
    >
      <Stack>
        <Text size="sm" fw={500}>
          {count === 1 ? t`Applies to the site ${namesOf(sites)}.` : t`Applies to ${count} sites: ${namesOf(sites)}.`}
        </Text>
        <Radio.Group value={never ? 'never' : 'date'} onChange={(value) => setNever(value === 'never')} label={t`Expires`}>
          <Group mt="xs">
            <Radio value="date" label={t`At the end of a day (UTC)`} />
            <Radio value="never" label={t`Never expires`} />
          </Group>
        </Radio.Group>
        {!never && (
          <DayField
            label={t`Expiry date`}
            value={day}
            onChange={(next) => {
              setDay(next);
              setError(null);
            }}
            error={error}
          />
        )}
        {past && (
          <Text size="sm" c="orange">
            <Trans>This date has passed: the sites become expired and stop being served.</Trans>
          </Text>
        )}
        <Group justify="flex-end">
          {(never || /^\d{4}-\d{2}-\d{2}$/.test(day)) && <CopyApiCall calls={[{ operation: 'client-site-set-expiry', body: bodyOf(never ? null : endOfDay(day)) }]} mr="auto" />}
          <DialogCancel onCancel={onClose} />
          <Button type="submit" loading={save.isPending}>
            {count === 1 ? t`Apply` : t`Apply to ${count} sites`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
