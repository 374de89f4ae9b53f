// A settings screen from its descriptor alone: load the current values, edit, review the changes, save.
import { useLingui } from '@lingui/react/macro';
import { Card, Loader } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCan } from '../api/permissions';
import { wrappedSchema } from './api-call/snippet';
import { DescriptorHeading, ReviewedForm } from './ReviewedForm';
import type { FormDescriptor, OperationRef } from './descriptor';
import { callOperation, operationUrl, type OperationArgs } from './operations';
import { type OperationId } from '../api/invalidate';
import { invalidateAfter, invalidateUnder } from './invalidate';
import { useSettingsFormSlots } from './slots';
import { LoadFailed } from '../components/LoadFailed';
import { bodyFor } from './body-for';

// In a module of its own, so that a list's calls build their bodies without loading the form.
export { bodyFor };

const picked = (ref: OperationRef, answer: unknown): Record<string, unknown> => {
  const data = (answer as { data?: unknown } | undefined)?.data ?? answer;
  const value = ref.pick ? (data as Record<string, unknown> | undefined)?.[ref.pick] : data;
  return (value ?? {}) as Record<string, unknown>;
};

export function SettingsForm({
  descriptor,
  path,
  invalidate,
  toSaved,
  loadQuery,
  idPrefix,
  savedMessage,
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
  /** The success message naming what was saved (issue 25). */
  savedMessage?: string;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const load = descriptor.load!;
  const save = descriptor.save!;
  const loadUrl = operationUrl(load.operation, { path }).url;
  const readSaved = async () => (toSaved ?? ((values) => values))(picked(load, await callOperation(load.operation, { path, query: loadQuery })));
  const query = useQuery({
    queryKey: loadQuery ? [loadUrl, 'form', descriptor.name, loadQuery] : [loadUrl, 'form', descriptor.name],
    queryFn: () => readSaved(),
  });
  const can = useCan(save.operation, { path });
  const slots = useSettingsFormSlots();
  const mutation = useMutation({
    mutationFn: (values: Record<string, unknown>) => callOperation(save.operation, { path, body: bodyFor(save, values) }),
  });

  if (query.isPending) return <Loader aria-label={t`Loading`} />;
  if (query.isError) {
    return <LoadFailed title={t`The setting could not be loaded.`} onRetry={query.refetch} />;
  }
  const saved = query.data;
  // Issue 28: a site's setting read and saved as the descriptor says can be applied to other sites (the shell's slots).
  const slot = { descriptor, path, plain: !toSaved && !loadQuery, saved };
  return (
    <Card withBorder padding="lg" maw={760}>
      <DescriptorHeading descriptor={descriptor} order={2} fz="h4" gap="xs" mb="md" />
      {slots.banner?.(slot)}
      <ReviewedForm<Record<string, unknown>>
        descriptor={descriptor}
        saved={saved}
        save={(values) => mutation.mutateAsync(values)}
        busy={mutation.isPending}
        denied={can.reason}
        operation={save.operation}
        idPrefix={idPrefix}
        savedMessage={savedMessage}
        reread={readSaved}
        apiCall={(values) => ({ operation: save.operation, path, body: bodyFor(save, values), schema: wrappedSchema(save, descriptor.schema), uiSchema: descriptor.uiSchema })}
        actions={slots.actions?.(slot)}
        onSaved={(values) => {
          queryClient.setQueryData(loadQuery ? [loadUrl, 'form', descriptor.name, loadQuery] : [loadUrl, 'form', descriptor.name], values);
          return invalidate
            ? invalidateUnder(queryClient, invalidate)
            : Promise.all([invalidateAfter(queryClient, save.operation as OperationId, path ?? {}), invalidateUnder(queryClient, loadUrl)]);
        }}
      />
    </Card>
  );
}
