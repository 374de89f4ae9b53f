// Create or edit one row of a list with its descriptor, in a modal. Editing shows the change review
// before saving; a refused save keeps everything typed and the modal open.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Button } from '@mantine/core';
import type { ErrorSchema } from '@rjsf/utils';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCan } from '../api/permissions';
import { notifyError, notifyInfo, notifySuccess, type ReportOptions } from '../services/feedback';
import { CopyApiCall, type NamedApiCall } from './api-call/CopyApiCall';
import { wrappedSchema } from './api-call/snippet';
import { EffectPreview } from '../components/rules/EffectPreview';
import { Modal, useGuardedCancel } from '../components/leave-guard/GuardedModal';
import { ChangeReview, type DescribeValue, hasChanges } from './ChangeReview';
import type { FormDescriptor } from './descriptor';
import { type OperationId } from '../api/invalidate';
import { invalidateAfter, invalidateUnder } from './invalidate';
import { callOperation, type OperationArgs } from './operations';
import { SchemaForm } from './SchemaForm';
import { bodyFor } from './SettingsForm';
import { successText } from './success-text';
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
  /** URL prefix whose queries are stale after a write (default: what the contract says the write changes). */
  invalidate?: string;
  onClose: () => void;
  /** What the row being written will do, in plain words (shown above the form, following the typing). */
  preview?: (values: T) => string | null;
  /** Risks of the row being written (shown as cautions above the form, following the typing; saving stays allowed). */
  warnings?: (values: T) => string[];
  /** What an edit does that cannot be undone, said again in the change review before it is confirmed. */
  reviewCautions?: (values: T) => string[];
  /** How a refusal is reported (e.g. `duplicateMessage` for 101025, `handledCodes` shown by `fieldErrors`). */
  meta?: ReportOptions;
  /** A refusal shown next to the fields it concerns (null: not one of those); cleared once the form changes. */
  fieldErrors?: (error: unknown, values: T) => ErrorSchema<T> | null;
  /** Values in words in the change review (names for ids, labels for codes). */
  describeValue?: DescribeValue;
  /** After a successful write, with the server's answer (e.g. a secret shown once). */
  onSaved?: (answer: unknown, values: T) => void;
  /** The success message naming what was saved (default: the descriptor's `success`, else its title: "Cache rule
   * added" / "Cache rule saved"). */
  successMessage?: (values: T, mode: 'create' | 'edit') => string;
  /** Before an edit is reviewed: reads the row again; a message when it was changed or removed since the list was
   * loaded (issue 28), then the dialog closes instead of overwriting it. */
  recheck?: () => Promise<string | null>;
  /** The dialog's title (default "Add: <the form's title>" / "Edit: <the form's title>"). */
  title?: string;
  /** Problems of fields beyond the schema's (e.g. an address another row has), by field, shown as the schema's are; nothing is sent while there is one. */
  validate?: (values: T) => Partial<Record<string, string>>;
}

export function RowFormModal<T extends object>({ descriptor, editing, path, extraBody, toBody, invalidate, onClose, preview, warnings, reviewCautions, meta, fieldErrors, describeValue, onSaved, successMessage, recheck, title: ownTitle, validate }: RowFormModalProps<T>) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [review, setReview] = useState<T | null>(null);
  // The values typed and the server's field errors belong to the row being edited (a new `editing` starts afresh).
  const [live, setLive] = useState<{ of: object; values: T } | null>(null);
  const [refused, setRefused] = useState<{ of: object; errors: ErrorSchema<T> } | null>(null);
  const mode = editing?.mode ?? 'create';
  // A closed dialog has no mode of its own: it reads whichever call its descriptor has (a rename form has no create).
  const ref = (mode === 'create' ? descriptor.create : descriptor.update) ?? (descriptor.create ?? descriptor.update)!;
  const can = useCan(ref.operation, { path });
  const bodyOf = (values: T) => bodyFor(ref, toBody ? toBody(values) : values, extraBody);
  /** The call a save makes, for "Copy as API call". */
  const callOf = (values: T): NamedApiCall => ({ operation: ref.operation, path, body: bodyOf(values), schema: wrappedSchema(ref, descriptor.schema), uiSchema: descriptor.uiSchema });
  const [checking, setChecking] = useState(false);
  const mutation = useMutation({
    mutationFn: (values: T) => callOperation(ref.operation, { path, body: bodyOf(values) }),
    // ReportOptions is what the query client reads from a mutation's meta (see app/query-client.ts).
    meta: meta as Record<string, unknown> | undefined,
  });
  const submit = (values: T) =>
    mutation.mutate(values, {
      onSuccess: async (answer) => {
        notifySuccess(successMessage?.(values, mode) ?? successText(descriptor, mode));
        setReview(null);
        onClose();
        onSaved?.(answer, values);
        await (invalidate ? invalidateUnder(queryClient, invalidate) : invalidateAfter(queryClient, ref.operation as OperationId, path ?? {}));
      },
      onError: (error) => {
        setReview(null);
        const errors = editing ? fieldErrors?.(error, values) : null;
        if (errors && editing) setRefused({ of: editing, errors });
      },
    });
  const shown = editing && live?.of === editing ? live.values : editing?.initial;
  // Closing over typed values asks first (Esc, a click outside, Cancel; issue 25).
  const [changed, setChanged] = useState<object | null>(null);
  const unsaved = editing !== null && changed === editing;
  const sentence = preview && shown ? preview(shown) : null;
  const cautions = warnings && shown ? warnings(shown) : [];
  const title = ownTitle ?? (mode === 'create' ? t`Add: ${translateText(descriptor.title)}` : t`Edit: ${translateText(descriptor.title)}`);
  return (
    <Modal opened={editing !== null} onClose={onClose} unsaved={unsaved} title={title} size="lg" closeButtonProps={{ 'aria-label': t`Close` }}>
      {editing && sentence && (
        <Box mb="md">
          <EffectPreview sentence={sentence} />
        </Box>
      )}
      {editing &&
        cautions.map((caution) => (
          <Alert key={caution} color="orange" variant="light" mb="md" title={t`Caution`}>
            {caution}
          </Alert>
        ))}
      {editing && (
        <SchemaForm<T>
          descriptor={descriptor}
          initial={editing.initial}
          busy={mutation.isPending || checking}
          denied={can.reason}
          operation={ref.operation}
          extraErrors={refused?.of === editing ? refused.errors : undefined}
          customValidate={
            validate
              ? (values, errors) => {
                  for (const [field, problem] of Object.entries(validate(values))) if (problem) (errors as unknown as Record<string, { addError(message: string): void } | undefined>)[field]?.addError(problem);
                  return errors;
                }
              : undefined
          }
          onUnsaved={(yes) => setChanged(yes ? editing : null)}
          onChange={(next) => {
            setLive({ of: editing, values: next });
            if (refused) setRefused(null);
          }}
          submitLabel={mode === 'create' ? t`Create` : t`Save`}
          actions={
            <>
              {mode === 'create' && shown && <CopyApiCall calls={[callOf(shown)]} mr="auto" />}
              <GuardedCancel onCancel={onClose} />
            </>
          }
          onSubmit={async (values) => {
            if (mode === 'create') return submit(values);
            if (!hasChanges(editing.initial, values)) return notifyInfo(t`Nothing has changed.`);
            if (recheck) {
              setChecking(true);
              // A read that fails is reported by the query client; the dialog stays as it is.
              const problem = await recheck().then(
                (found) => found,
                () => false as const,
              );
              setChecking(false);
              if (problem === false) return;
              if (problem) {
                notifyError(problem);
                return onClose();
              }
            }
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
        describe={describeValue}
        cautions={review && reviewCautions ? reviewCautions(review) : undefined}
        extra={review ? <CopyApiCall calls={[callOf(review)]} mr="auto" /> : undefined}
      />
    </Modal>
  );
}

/** The form's way back: asks first when something typed would be lost. */
function GuardedCancel({ onCancel }: { onCancel: () => void }) {
  const cancel = useGuardedCancel(onCancel);
  return (
    <Button variant="default" onClick={cancel}>
      <Trans>Cancel</Trans>
    </Button>
  );
}
