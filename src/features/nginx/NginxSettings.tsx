// The Nginx settings of a zone or of the whole system: the zone's enable switch, the http, stream and worker
// blocks as form descriptors (change review before saving, reset to the defaults after a confirmation), and the
// custom directives in a code editor loaded only when its tab is opened.
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Group, Loader, Stack, Switch, Tabs, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useAddressChoice } from '../../kit/address-choice';
import { Loaded } from '../../kit/Loaded';
import { notifySuccess } from '../../services/feedback';
import { ConfirmButton } from '../../components/ConfirmButton';
import { useCan } from '../../api/permissions';
import { invalidateUnder } from '../../schema-form/invalidate';
import { callOperation, operationUrl } from '../../schema-form/operations';
import { SettingsForm } from '../../schema-form/SettingsForm';
import type { NginxBlock, NginxBlockId, NginxScope } from './config';

const CustomBlocks = lazy(() => import('./CustomBlocks'));

export function NginxSettings({ config, path, tab, onTab }: { config: NginxScope; path: Record<string, number>; tab?: string | null; onTab?: (tab: string) => void }) {
  const { t } = useLingui();
  const names: Record<NginxBlockId | 'custom', string> = { http: t`http block`, stream: t`stream block`, worker: t`Workers`, custom: t`Custom directives` };
  const asked = tab && tab in names ? tab : 'http';
  // The tab clicked shows at once, the address following (kit/address-choice.ts).
  const [current, choose] = useAddressChoice(asked, (value) => onTab?.(value));
  return (
    <Stack>
      {config.enable && <EnableSwitch calls={config.enable} path={path} />}
      <Tabs
        value={current}
        onChange={(value) => {
          if (value) choose(value);
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label={t`Nginx settings`}>
          {[...config.blocks.map((b) => b.id), 'custom' as const].map((id) => (
            <Tabs.Tab key={id} value={id}>
              {names[id]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {config.blocks.map((block) => (
          <Tabs.Panel key={block.id} value={block.id} pt="md">
            <Block block={block} path={path} name={names[block.id]} />
          </Tabs.Panel>
        ))}
        <Tabs.Panel value="custom" pt="md">
          <Suspense fallback={<Loader aria-label={t`Loading`} />}>
            <CustomBlocks calls={config.custom} path={path} />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function Block({ block, path, name }: { block: NginxBlock; path: Record<string, number>; name: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const reset = useMutation({ mutationFn: () => callOperation(block.reset, { path }) });
  const loadUrl = operationUrl(block.form.load!.operation, { path }).url;
  return (
    <Stack>
      {/* Above the form, where the form's arrival does not move it (a click as it loads would land elsewhere). */}
      <Group justify="flex-end" maw={760}>
        <ConfirmButton
          variant="light"
          color="red"
          operation={block.reset}
          path={path}
          title={t`Reset the ${name} to the defaults?`}
          message={t`Every value of the ${name} goes back to the product's default and the nodes reload Nginx.`}
          confirmLabel={t`Reset to default`}
          loading={reset.isPending}
          onConfirm={() =>
            reset.mutateAsync().then(
              async () => {
                notifySuccess(t`Nginx settings reset to the defaults: ${name}`);
                await invalidateUnder(queryClient, loadUrl);
              },
              () => undefined, // Reported by the query client.
            )
          }
        >
          <Trans>Reset to default</Trans>
        </ConfirmButton>
      </Group>
      <SettingsForm descriptor={block.form} path={path} idPrefix={`nginx_${block.id}`} savedMessage={t`Nginx settings saved: ${name}`} />
    </Stack>
  );
}

function EnableSwitch({ calls, path }: { calls: { load: string; save: string }; path: Record<string, number> }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const url = operationUrl(calls.load, { path }).url;
  const query = useQuery({ queryKey: [url, 'enable'], queryFn: () => callOperation<{ data: { enable: boolean } }>(calls.load, { path }) });
  const can = useCan(calls.save, { path });
  const save = useMutation({ mutationFn: (enable: boolean) => callOperation(calls.save, { path, body: { enable } }) });
  return (
    <Loaded query={query} failed={t`The setting could not be loaded.`}>
      {(data) => {
        const enabled = data.data.enable;
        return (
          <Card withBorder padding="md" maw={760}>
            <Switch
              label={t`Use the zone's own Nginx settings`}
              description={enabled ? t`The zone's nodes use the values below.` : t`Off: the zone's nodes use the system's Nginx settings.`}
              checked={enabled}
              disabled={save.isPending || !can.allowed}
              onChange={(event) =>
                save.mutate(event.currentTarget.checked, {
                  onSuccess: async (_answer, enable) => {
                    notifySuccess(enable ? t`The zone now uses its own Nginx settings.` : t`The zone now uses the system's Nginx settings.`);
                    await invalidateUnder(queryClient, url);
                  },
                })
              }
            />
            {!can.allowed && can.reason && (
              <Text size="xs" c="dimmed" mt={4}>
                {can.reason}
              </Text>
            )}
          </Card>
        );
      }}
    </Loaded>
  );
}
