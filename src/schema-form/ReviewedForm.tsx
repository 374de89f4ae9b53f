// A setting's form from its descriptor with the change review before saving: "Nothing has changed." when the values
// are the saved ones, otherwise the review, then the save. A refusal (reported by the query client) closes the review
// and keeps what was typed. Used by the settings screens (SettingsForm) and by settings shown inside another screen
// (a domain's settings in the domain drawer).
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, type StackProps, Text, Title, type TitleOrder } from '@mantine/core';
import { useState } from 'react';
import { notifyInfo, notifySuccess, reportError } from '../services/feedback';
import { CopyApiCall, type NamedApiCall } from './api-call/CopyApiCall';
import { ConflictReview, ServerOnlyNote } from './concurrency/ConflictReview';
import { dequal, type MergeResult, type ServerChange, threeWayMerge } from './concurrency/merge';
import { ChangeReview, type DescribeValue, hasChanges } from './ChangeReview';
import type { FormDescriptor } from './descriptor';
import { SchemaForm, type SchemaFormProps } from './SchemaForm';
import { successText } from './success-text';
import { translateText } from './translate';

/** A descriptor's title and description above its form. */
export function DescriptorHeading({ descriptor, order, fz, ...stack }: { descriptor: FormDescriptor; order: TitleOrder; fz: string } & StackProps) {
  return (
    <Stack {...stack}>
      <Title order={order} fz={fz}>
        {translateText(descriptor.title)}
      </Title>
      {descriptor.description && (
        <Text size="sm" c="dimmed">
          {translateText(descriptor.description)}
        </Text>
      )}
    </Stack>
  );
}

export interface ReviewedFormProps<T extends object>
  extends Pick<SchemaFormProps<T>, 'descriptor' | 'busy' | 'actions' | 'denied' | 'operation' | 'customValidate' | 'idPrefix'> {
  /** The values now in force. */
  saved: T;
  /** Sends the values; rejects when the server refuses them. */
  save: (values: T) => Promise<unknown>;
  /** After a successful save (the review is closed): refresh what the save changed. */
  onSaved?: (values: T) => Promise<unknown> | void;
  /** Values in words for the change review. */
  describe?: DescribeValue;
  /** Reads the values on the server again, without touching the cache (issue 28): before the review, a save checks
   * whether someone else changed them since the form was opened, and merges (three-way) instead of overwriting. */
  reread?: () => Promise<T>;
  /** The call the save makes with these values, for "Copy as API call" in the review. */
  apiCall?: (values: T) => NamedApiCall;
  /**
   * What the success message says, naming the object (issue 25); null when the caller reports the result itself (a
   * write whose result is a state). Without it, the descriptor's `success.update`, else its title: "Compression saved".
   */
  savedMessage?: ((values: T) => string | null) | string | null;
}

interface Pending<T> {
  /** What the server holds (as read before the review). */
  before: T;
  after: T;
  serverOnly: ServerChange[];
}

export function ReviewedForm<T extends object>({ descriptor, saved, save, onSaved, describe, busy, reread, apiCall, savedMessage, ...form }: ReviewedFormProps<T>) {
  const { t } = useLingui();
  const [pending, setPending] = useState<Pending<T> | null>(null);
  const [conflict, setConflict] = useState<{ fresh: T; merged: MergeResult<T> } | null>(null);
  const [checking, setChecking] = useState(false);
  // The values the form opened with (issue 28): the base of the three-way merge. New values read from the server
  // (another tab's write, a refresh) replace them while nothing is typed; over typed values the form says so instead.
  const [base, setBase] = useState(saved);
  const [seen, setSeen] = useState(saved);
  const [edited, setEdited] = useState(false);
  const [saving, setSaving] = useState(false);
  const [moved, setMoved] = useState<'reloaded' | 'kept' | null>(null);
  const [generation, setGeneration] = useState(0);
  if (seen !== saved) {
    setSeen(saved);
    if (!dequal(saved, base)) {
      if (saving || !edited) {
        setBase(saved);
        if (!saving) setMoved('reloaded');
      } else setMoved('kept');
    }
  }
  const reload = () => {
    setBase(saved);
    setEdited(false);
    setMoved(null);
    setGeneration((n) => n + 1);
  };
  const review = (before: T, after: T, serverOnly: ServerChange[] = []) => {
    if (!hasChanges(before, after)) notifyInfo(t`Nothing has changed.`);
    else setPending({ before, after, serverOnly });
  };
  const submit = async (values: T) => {
    if (!reread) return review(base, values);
    setChecking(true);
    let fresh: T;
    try {
      fresh = await reread();
    } catch (error) {
      reportError(error);
      return;
    } finally {
      setChecking(false);
    }
    const merged = threeWayMerge(base, fresh, values);
    if (merged.conflicts.length > 0) setConflict({ fresh, merged });
    else review(fresh, merged.merged, merged.serverOnly);
  };
  return (
    <>
      {moved && (
        <Alert
          color={moved === 'kept' ? 'yellow' : 'blue'}
          variant="light"
          mb="md"
          withCloseButton
          closeButtonLabel={t`Dismiss`}
          onClose={() => setMoved(null)}
          title={moved === 'kept' ? t`Changed in another tab or by someone else` : t`Updated from the server`}
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {moved === 'kept'
                ? t`These settings were changed elsewhere since you opened them. Your edits are kept: when you save, you see what changed and choose what to keep.`
                : t`These settings were changed in another tab or by someone else; the form now shows the current values.`}
            </Text>
            {moved === 'kept' && (
              <Button size="xs" variant="light" onClick={reload}>
                <Trans>Reload values</Trans>
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      <SchemaForm<T>
        key={`${generation}:${JSON.stringify(base)}`}
        descriptor={descriptor}
        initial={base}
        busy={busy || checking}
        {...form}
        onChange={(values) => setEdited(!dequal(values, base))}
        onSubmit={(values) => void submit(values)}
      />
      <ConflictReview<T>
        result={conflict?.merged ?? null}
        schema={descriptor.schema}
        describe={describe}
        onCancel={() => setConflict(null)}
        onChoose={(values) => {
          if (!conflict) return;
          setConflict(null);
          // The review compares with what the server holds now.
          review(conflict.fresh, values, conflict.merged.serverOnly);
        }}
      />
      <ChangeReview
        opened={pending !== null}
        schema={descriptor.schema}
        before={pending?.before ?? base}
        after={pending?.after ?? {}}
        describe={describe}
        busy={busy}
        notice={pending && pending.serverOnly.length > 0 ? <ServerOnlyNote schema={descriptor.schema} result={pending} /> : undefined}
        extra={pending && apiCall ? <CopyApiCall calls={[apiCall(pending.after)]} mr="auto" /> : undefined}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (!pending) return;
          const values = pending.after;
          setSaving(true);
          save(values).then(
            async () => {
              const message = savedMessage === undefined ? successText(descriptor, 'edit') : typeof savedMessage === 'function' ? savedMessage(values) : savedMessage;
              if (message) notifySuccess(message);
              setPending(null);
              setBase(values);
              setEdited(false);
              setMoved(null);
              try {
                await onSaved?.(values);
              } finally {
                setSaving(false);
              }
            },
            // The query client has reported the refusal; the form keeps the values typed.
            () => {
              setSaving(false);
              setPending(null);
            },
          );
        }}
      />
    </>
  );
}
