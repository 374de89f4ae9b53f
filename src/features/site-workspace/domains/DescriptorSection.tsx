// One setting of a domain from its descriptor: the current values, edit, review the changes, save. The caller
// gives the values (from the domain's settings), how to read them again and the save (its generated hook); a refusal
// keeps what was typed. Before the review the values are read again (issue 28): what someone else changed since the
// form was opened is merged, or shown in the three-column review when it clashes with the typing.
import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { invalidateAfter, type OperationId, type PathValues } from '../../../api/invalidate';
import { DescriptorHeading, ReviewedForm, type ReviewedFormProps } from '../../../schema-form/ReviewedForm';
import type { DescribeValue } from '../../../schema-form/ChangeReview';
import type { FormDescriptor } from '../../../schema-form/descriptor';
import type { SchemaFormProps } from '../../../schema-form/SchemaForm';
import { translateText } from '../../../schema-form/translate';

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
  reread,
  save,
  busy,
  path,
  before,
  actions,
  customValidate,
  savedMessage,
  domainName,
}: {
  descriptor: FormDescriptor;
  /** The values now in force. */
  saved: T;
  /** Reads the values on the server again (not into the cache), before the review. */
  reread: () => Promise<T>;
  save: (values: T) => Promise<unknown>;
  busy: boolean;
  /** The save's path parameters: what the save changed (the contract's map) is refreshed. */
  path: PathValues;
  /** Shown between the heading and the form (state, warnings). */
  before?: ReactNode;
  actions?: ReactNode;
  customValidate?: SchemaFormProps<T>['customValidate'];
  /** The success message naming what was saved; null when the caller reports the result itself (issue 25). */
  savedMessage?: ReviewedFormProps<T>['savedMessage'];
  /** The domain the setting belongs to: the default success message names it ("Load balancing of www.example.com saved"). */
  domainName?: string;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const object = translateText(descriptor.title);
  return (
    <Stack gap="sm">
      <DescriptorHeading descriptor={descriptor} order={3} fz="h5" gap={4} />
      {before}
      <ReviewedForm<T>
        descriptor={descriptor}
        saved={saved}
        reread={reread}
        save={save}
        busy={busy}
        actions={actions}
        customValidate={customValidate}
        savedMessage={savedMessage !== undefined || !domainName ? savedMessage : t`${object} of ${domainName} saved`}
        describe={choiceNames(descriptor)}
        onSaved={() => (descriptor.save ? invalidateAfter(queryClient, descriptor.save.operation as OperationId, path) : undefined)}
      />
    </Stack>
  );
}
