// A settings screen from its descriptor alone: load the current values, edit, review the changes, save.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCan } from '../api/permissions';
import { notifyInfo, notifySuccess } from '../app/feedback';
import { ChangeReview, hasChanges } from './ChangeReview';
import type { FormDescriptor, OperationRef } from './descriptor';
import { callOperation, operationUrl, type OperationArgs } from './operations';
import { type OperationId } from '../api/invalidate';
import { invalidateAfter, invalidateUnder } from './invalidate';
import { SchemaForm } from './SchemaForm';
import { translateText } from './translate';

export const bodyFor = (ref: OperationRef, data: object, extra?: object) => {
  const body = { ...data, ...extra };
  return ref.wrap ? { [ref.wrap]: ref.list ? [body] : body } : body;
};

const picked = (ref: OperationRef, answer: unknown): Record<string, unknown> => {
  const data = (answer as { data?: unknown } | undefined)?.data ?? answer;
  const value = ref.pick ? (data as Record<string, unknown> | undefined)?.[ref.pick] : data;
  return (value ?? {}) as Record<string, unknown>;
};

export function SettingsForm({
  descriptor,
  path,
  invalidate,
  toSaved = (values) => values,
  loadQuery,
  idPrefix,
}: {
  descriptor: FormDescriptor;
  path: OperationArgs['path'];
  /** URL prefix whose queries are stale after a save (default: what the contract says the save changes, and the load call). */
  invalidate?: string;
  /** Turns the loaded answer into the form's values when they differ. */
  toSaved?: (loaded: Record<string, unknown>) => Record<string, unknown>;
  /** Query parameters of the load call, when the setting is read from a list (e.g. a zone's switches). */
  loadQuery?: OperationArgs['query'];
  /** Prefix of the fields' ids, for pages that show several forms (default `root`). */
  idPrefix?: string;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const load = descriptor.load!;
  const save = descriptor.save!;
  const loadUrl = operationUrl(load.operation, { path }).url;
  const query = useQuery({
    queryKey: loadQuery ? [loadUrl, 'form', descriptor.name, loadQuery] : [loadUrl, 'form', descriptor.name],
    queryFn: async () => toSaved(picked(load, await callOperation(load.operation, { path, query: loadQuery }))),
  });
  const [pending, setPending] = useState<Record<string, unknown> | null>(null);
  const can = useCan(save.operation, { path });
  const mutation = useMutation({
    mutationFn: (values: Record<string, unknown>) => callOperation(save.operation, { path, body: bodyFor(save, values) }),
  });

  if (query.isPending) return <Loader aria-label={t`Loading`} />;
  if (query.isError) {
    return (
      <Alert color="red" title={t`The setting could not be loaded.`}>
        <Button variant="light" onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  }
  const saved = query.data;
  return (
    <Card withBorder padding="lg" maw={760}>
      <Stack gap="xs" mb="md">
        <Title order={2} fz="h4">
          {translateText(descriptor.title)}
        </Title>
        {descriptor.description && (
          <Text size="sm" c="dimmed">
            {translateText(descriptor.description)}
          </Text>
        )}
      </Stack>
      <SchemaForm<Record<string, unknown>>
        key={JSON.stringify(saved)}
        descriptor={descriptor}
        initial={saved}
        busy={mutation.isPending}
        denied={can.reason}
        idPrefix={idPrefix}
        onSubmit={(values) => {
          if (!hasChanges(saved, values)) notifyInfo(t`Nothing has changed.`);
          else setPending(values);
        }}
      />
      <ChangeReview
        opened={pending !== null}
        schema={descriptor.schema}
        before={saved}
        after={pending ?? {}}
        busy={mutation.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (!pending) return;
          mutation.mutate(pending, {
            onSuccess: async () => {
              notifySuccess(t`Update Success!`);
              queryClient.setQueryData(loadQuery ? [loadUrl, 'form', descriptor.name, loadQuery] : [loadUrl, 'form', descriptor.name], pending);
              setPending(null);
              await (invalidate
                ? invalidateUnder(queryClient, invalidate)
                : Promise.all([invalidateAfter(queryClient, save.operation as OperationId, path ?? {}), invalidateUnder(queryClient, loadUrl)]));
            },
            onError: () => setPending(null),
          });
        }}
      />
    </Card>
  );
}
