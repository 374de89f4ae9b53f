// The custom Nginx directives (http, server and stream blocks) in code editors, with their switch; the nodes
// test them (nginx -t) before reloading, so a refusal comes back with the server's message and keeps the text.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import type { RJSFSchema } from '@rjsf/utils';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Loaded } from '../../kit/Loaded';
import { isApiError } from '../../api/errors';
import { useCan } from '../../api/permissions';
import { notifyInfo, notifySuccess } from '../../services/feedback';
import { DeniedButton } from '../../components/Permitted';
import { ChangeReview, hasChanges } from '../../schema-form/ChangeReview';
import { invalidateUnder } from '../../schema-form/invalidate';
import { callOperation, operationUrl } from '../../schema-form/operations';
import { CodeEditor } from './CodeEditor';

interface Custom {
  enable: boolean;
  http: string;
  server: string;
  stream: string;
}
const BLOCKS = ['http', 'server', 'stream'] as const;

export default function CustomBlocks({ calls, path }: { calls: { load: string; save: string }; path: Record<string, number> }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const url = operationUrl(calls.load, { path }).url;
  const query = useQuery({ queryKey: [url, 'custom'], queryFn: async () => (await callOperation<{ data: Custom }>(calls.load, { path })).data });
  const [edited, setEdited] = useState<Custom | null>(null);
  const [reviewing, setReviewing] = useState(false);
  // What the server said about each block of a refused save, kept next to the editors until the next save.
  const [refusal, setRefusal] = useState<string[] | null>(null);
  const can = useCan(calls.save, { path });
  const save = useMutation({ mutationFn: (body: Custom) => callOperation(calls.save, { path, body }) });
  const titles: Record<(typeof BLOCKS)[number], string> = {
    http: t`Directives added to the http block`,
    server: t`Directives added to every server block`,
    stream: t`Directives added to the stream block`,
  };
  // The change review names each field in the console's language.
  const schema: RJSFSchema = {
    type: 'object',
    properties: { enable: { type: 'boolean', title: t`Custom directives on` }, http: { type: 'string', title: titles.http }, server: { type: 'string', title: titles.server }, stream: { type: 'string', title: titles.stream } },
  };

  return (
    <Loaded query={query} failed={t`The setting could not be loaded.`}>
      {(data) => {
        const saved = { enable: data.enable, http: data.http, server: data.server, stream: data.stream };
        const values = edited ?? saved;
        return (
          <Card withBorder padding="lg" maw={960}>
            <Stack>
              <Stack gap={4}>
                <Title order={2} fz="h4">
                  <Trans>Custom directives</Trans>
                </Title>
                <Text size="sm" c="dimmed">
                  <Trans>Raw Nginx directives added to the generated configuration. The nodes test them before reloading and keep the last working configuration when the test fails.</Trans>
                </Text>
              </Stack>
              <Switch label={t`Custom directives on`} checked={values.enable} disabled={!can.allowed} onChange={(event) => setEdited({ ...values, enable: event.currentTarget.checked })} />
              {BLOCKS.map((block) => (
                <Stack key={block} gap={4}>
                  <Text size="sm" fw={500} id={`nginx-custom-${block}`}>
                    {titles[block]}
                  </Text>
                  <CodeEditor label={titles[block]} value={values[block]} readOnly={!can.allowed} onChange={(text) => setEdited((current) => ({ ...(current ?? saved), [block]: text }))} />
                </Stack>
              ))}
              {refusal && (
                <Alert color="red" title={t`The directives were refused; nothing was changed on the nodes.`} role="alert">
                  <Stack gap={2}>
                    {refusal.map((line) => (
                      <Text key={line} size="sm" ff="monospace">
                        {line}
                      </Text>
                    ))}
                  </Stack>
                </Alert>
              )}
              <Group>
                {can.allowed ? (
                  <Button
                    loading={save.isPending}
                    onClick={() => {
                      if (!hasChanges(saved, values)) notifyInfo(t`Nothing has changed.`);
                      else setReviewing(true);
                    }}
                  >
                    <Trans>Save</Trans>
                  </Button>
                ) : (
                  <>
                    <DeniedButton reason={can.reason ?? ''}>
                      <Trans>Save</Trans>
                    </DeniedButton>
                    {/* Read-only: the reason is said, not only on hover (as SchemaForm does). */}
                    <Text size="sm" c="dimmed">
                      {can.reason}
                    </Text>
                  </>
                )}
                {edited && (
                  <Button variant="default" onClick={() => setEdited(null)}>
                    <Trans>Undo the changes</Trans>
                  </Button>
                )}
              </Group>
            </Stack>
            <ChangeReview
              opened={reviewing}
              schema={schema}
              before={saved}
              after={values}
              busy={save.isPending}
              onCancel={() => setReviewing(false)}
              onConfirm={() =>
                save.mutate(values, {
                  onSuccess: async () => {
                    setRefusal(null);
                    notifySuccess(t`Custom Nginx directives saved`);
                    setReviewing(false);
                    queryClient.setQueryData([url, 'custom'], values);
                    setEdited(null);
                    await invalidateUnder(queryClient, url);
                  },
                  // Reported by the query client (the nodes' test message); what was typed stays.
                  onError: (error) => {
                    setReviewing(false);
                    const details = isApiError(error) && Array.isArray(error.errorData) ? (error.errorData as { field?: string; message?: string }[]) : [];
                    setRefusal(details.length ? details.map((d) => `${d.field ?? ''}: ${d.message ?? ''}`) : [isApiError(error) ? error.message : String(error)]);
                  },
                })
              }
            />
          </Card>
        );
      }}
    </Loaded>
  );
}
