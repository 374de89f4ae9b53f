// A zone's firewall: anti-CC (set, or reset to off with the defaults) and the ipset (replace the list, remove
// chosen entries, flush everything including what anti-CC added), each destructive step after a confirmation.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import anticcForm from '../../../forms/client/zone-anticc.form.json';
import ipsetForm from '../../../forms/client/zone-ipset.form.json';
import { notifySuccess } from '../../services/feedback';
import { ConfirmButton } from '../../components/ConfirmButton';
import { defineForm } from '../../schema-form/descriptor';
import { invalidateUnder } from '../../schema-form/invalidate';
import { callOperation, operationQuery, operationUrl } from '../../schema-form/operations';
import { SettingsForm } from '../../schema-form/SettingsForm';
import { formatDateTime } from '../../i18n/format';

interface Firewall {
  ipset: { ips: string[]; autoBlockedCount: number; updatedAt: string | null };
}

export function ZoneFirewall({ zoneId }: { zoneId: number }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const path = { zoneId };
  const url = operationUrl('client-zoneSetting-get-firewall', { path }).url;
  const refresh = () => invalidateUnder(queryClient, url);
  const firewall = useQuery(operationQuery<{ data: Firewall }>('client-zoneSetting-get-firewall', { path }));
  const ipset = firewall.data?.data.ipset;
  const [chosen, setChosen] = useState<string[]>([]);
  const act = useMutation({ mutationFn: ({ operation, body }: { operation: string; body?: unknown }) => callOperation(operation, { path, body }) });
  const run = (operation: string, done: string, body?: unknown) =>
    act.mutateAsync({ operation, body }).then(
      async () => {
        notifySuccess(done);
        setChosen([]);
        await refresh();
      },
      () => undefined, // Reported by the query client.
    );
  const count = chosen.length;
  return (
    <Stack>
      <SettingsForm descriptor={defineForm(anticcForm)} path={path} invalidate={url} idPrefix="anticc" />
      <Group>
        <ConfirmButton
          variant="light"
          color="red"
          operation="client-zoneSetting-reset-anticc"
          path={path}
          title={t`Reset the zone's anti-CC?`}
          message={t`Anti-CC is turned off and its thresholds go back to the defaults.`}
          confirmLabel={t`Reset to default`}
          loading={act.isPending}
          onConfirm={() => run('client-zoneSetting-reset-anticc', t`Reset to default`)}
        >
          <Trans>Reset anti-CC</Trans>
        </ConfirmButton>
      </Group>
      <SettingsForm descriptor={defineForm(ipsetForm)} path={path} invalidate={url} idPrefix="ipset" />
      <Card withBorder padding="lg" maw={760}>
        <Stack>
          <Text size="sm" c="dimmed">
            {ipset
              ? t`${ipset.ips.length} entries set by hand, ${ipset.autoBlockedCount} added by anti-CC for a while.` +
                (ipset.updatedAt ? ' ' + t`Last changed ${formatDateTime(ipset.updatedAt, i18n.locale)}.` : '')
              : ''}
          </Text>
          <MultiSelect
            label={t`Entries to remove`}
            placeholder={t`Choose entries of the ipset`}
            data={ipset?.ips ?? []}
            value={chosen}
            onChange={setChosen}
            searchable
            clearable
          />
          <Group>
            <ConfirmButton
              variant="light"
              color="red"
              disabled={count === 0}
              operation="client-zoneSetting-delete-ipset-entries"
              path={path}
              title={plural(count, { one: 'Remove # entry from the ipset?', other: 'Remove # entries from the ipset?' })}
              message={t`The nodes of the zone stop blocking: ${chosen.join(', ')}.`}
              confirmLabel={t`Remove`}
              loading={act.isPending}
              onConfirm={() => run('client-zoneSetting-delete-ipset-entries', plural(count, { one: '# entry removed from the ipset', other: '# entries removed from the ipset' }), { ips: chosen })}
            >
              <Trans>Remove selected entries</Trans>
            </ConfirmButton>
            <ConfirmButton
              variant="light"
              color="red"
              operation="client-zoneSetting-flush-ipset"
              path={path}
              title={t`Flush the zone's ipset?`}
              message={t`Every entry is removed, those set by hand and those anti-CC added, and the nodes stop blocking them at once.`}
              confirmLabel={t`Flush`}
              loading={act.isPending}
              onConfirm={() => run('client-zoneSetting-flush-ipset', t`List cleared`)}
            >
              <Trans>Flush the ipset</Trans>
            </ConfirmButton>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
