// A setting's form from its descriptor with the change review before saving: "Nothing has changed." when the values
// are the saved ones, otherwise the review, then the save. A refusal (reported by the query client) closes the review
// and keeps what was typed. Used by the settings screens (SettingsForm) and by settings shown inside another screen
// (a domain's settings in the domain drawer).
import { useLingui } from '@lingui/react/macro';
import { Stack, type StackProps, Text, Title, type TitleOrder } from '@mantine/core';
import { useState } from 'react';
import { notifyInfo, notifySuccess } from '../services/feedback';
import { ChangeReview, type DescribeValue, hasChanges } from './ChangeReview';
import type { FormDescriptor } from './descriptor';
import { SchemaForm, type SchemaFormProps } from './SchemaForm';
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
}

export function ReviewedForm<T extends object>({ descriptor, saved, save, onSaved, describe, busy, ...form }: ReviewedFormProps<T>) {
  const { t } = useLingui();
  const [pending, setPending] = useState<T | null>(null);
  return (
    <>
      <SchemaForm<T>
        key={JSON.stringify(saved)}
        descriptor={descriptor}
        initial={saved}
        busy={busy}
        {...form}
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
        describe={describe}
        busy={busy}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (!pending) return;
          save(pending).then(
            async () => {
              notifySuccess(t`Update Success!`);
              setPending(null);
              await onSaved?.(pending);
            },
            // The query client has reported the refusal; the form keeps the values typed.
            () => setPending(null),
          );
        }}
      />
    </>
  );
}
