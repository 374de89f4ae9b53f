// One setting of a domain from its descriptor: the current values, edit, review the changes, save. The caller
// gives the values (from the domain's settings) and the save (its generated hook); a refusal keeps what was typed.
import { useLingui } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { invalidateAfter, type OperationId, type PathValues } from '../../../../api/invalidate';
import { notifyInfo, notifySuccess } from '../../../../app/feedback';
import { ChangeReview, type DescribeValue, hasChanges } from '../../../../schema-form/ChangeReview';
import type { FormDescriptor } from '../../../../schema-form/descriptor';
import { SchemaForm, type SchemaFormProps } from '../../../../schema-form/SchemaForm';
import { translateText } from '../../../../schema-form/translate';

/** Values in words for the change review: a choice by its name in the form (ui:enumNames), not its code. */
export const choiceNames =
  (descriptor: FormDescriptor): DescribeValue =>
  (path, value) => {
    const field = String(path[0]);
    const options = (descriptor.schema.properties?.[field] as { enum?: unknown[] } | undefined)?.enum;
    const names = (descriptor.uiSchema?.[field] as Record<string, unknown> | undefined)?.['ui:enumNames'] as string[] | undefined;
    const index = path.length === 1 && options ? options.indexOf(value) : -1;
    return names && index >= 0 && names[index] ? translateText(names[index]) : undefined;
  };

export function DescriptorSection<T extends object>({
  descriptor,
  saved,
  save,
  busy,
  path,
  before,
  actions,
  customValidate,
}: {
  descriptor: FormDescriptor;
  /** The values now in force. */
  saved: T;
  save: (values: T) => Promise<unknown>;
  busy: boolean;
  /** The save's path parameters: what the save changed (the contract's map) is refreshed. */
  path: PathValues;
  /** Shown between the heading and the form (state, warnings). */
  before?: ReactNode;
  actions?: ReactNode;
  customValidate?: SchemaFormProps<T>['customValidate'];
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<T | null>(null);
  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Title order={3} fz="h5">
          {translateText(descriptor.title)}
        </Title>
        {descriptor.description && (
          <Text size="sm" c="dimmed">
            {translateText(descriptor.description)}
          </Text>
        )}
      </Stack>
      {before}
      <SchemaForm<T>
        key={JSON.stringify(saved)}
        descriptor={descriptor}
        initial={saved}
        busy={busy}
        actions={actions}
        customValidate={customValidate}
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
        describe={choiceNames(descriptor)}
        busy={busy}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (!pending) return;
          save(pending).then(
            async () => {
              notifySuccess(t`Update Success!`);
              setPending(null);
              if (descriptor.save) await invalidateAfter(queryClient, descriptor.save.operation as OperationId, path);
            },
            // The query client has reported the refusal; the form keeps the values typed.
            () => setPending(null),
          );
        }}
      />
    </Stack>
  );
}
