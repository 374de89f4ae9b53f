// Create or edit one row of a list with its descriptor, in a modal. Editing shows the change review
// before saving; a refused save keeps everything typed and the modal open.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Modal } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notifyInfo, notifySuccess } from '../app/feedback';
import { ChangeReview, hasChanges } from './ChangeReview';
import type { FormDescriptor } from './descriptor';
import { invalidateUnder } from './invalidate';
import { callOperation, type OperationArgs } from './operations';
import { SchemaForm } from './SchemaForm';
import { bodyFor } from './SettingsForm';
import { translateText } from './translate';

export interface RowFormModalProps<T extends object> {
  descriptor: FormDescriptor;
  /** Null: closed. */
  editing: { mode: 'create' | 'edit'; initial: T } | null;
  path: OperationArgs['path'];
  /** Fields sent with the values (e.g. the row's id). */
  extraBody?: object;
  /** Turns the form's values into the body (before wrapping). */
  toBody?: (values: T) => object;
  invalidate: string;
  onClose: () => void;
}

export function RowFormModal<T extends object>({ descriptor, editing, path, extraBody, toBody, invalidate, onClose }: RowFormModalProps<T>) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [review, setReview] = useState<T | null>(null);
  const mode = editing?.mode ?? 'create';
  const ref = mode === 'create' ? descriptor.create! : descriptor.update!;
  const mutation = useMutation({
    mutationFn: (values: T) => callOperation(ref.operation, { path, body: bodyFor(ref, toBody ? toBody(values) : values, extraBody) }),
  });
  const submit = (values: T) =>
    mutation.mutate(values, {
      onSuccess: async () => {
        notifySuccess(mode === 'create' ? t`Create Success!` : t`Update Success!`);
        setReview(null);
        onClose();
        await invalidateUnder(queryClient, invalidate);
      },
      onError: () => setReview(null),
    });
  const title = mode === 'create' ? t`Add: ${translateText(descriptor.title)}` : t`Edit: ${translateText(descriptor.title)}`;
  return (
    <Modal opened={editing !== null} onClose={onClose} title={title} size="lg" closeButtonProps={{ 'aria-label': t`Close` }}>
      {editing && (
        <SchemaForm<T>
          descriptor={descriptor}
          initial={editing.initial}
          busy={mutation.isPending}
          submitLabel={mode === 'create' ? t`Create` : t`Save`}
          actions={
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
          }
          onSubmit={(values) => {
            if (mode === 'create') return submit(values);
            if (!hasChanges(editing.initial, values)) return notifyInfo(t`Nothing has changed.`);
            setReview(values);
          }}
        />
      )}
      <ChangeReview
        opened={review !== null}
        schema={descriptor.schema}
        before={editing?.initial ?? {}}
        after={review ?? {}}
        busy={mutation.isPending}
        onCancel={() => setReview(null)}
        onConfirm={() => review && submit(review)}
      />
    </Modal>
  );
}
