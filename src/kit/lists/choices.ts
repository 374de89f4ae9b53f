// The change review names a choice as the form does (e.g. "302 temporary" rather than 302, a mode's words
// rather than On/Off): the title of the `oneOf` entry whose const is the value, or its `ui:enumNames` name.
import type { RJSFSchema } from '@rjsf/utils';
import type { DescribeValue } from '../../schema-form/ChangeReview';
import type { FormDescriptor } from '../../schema-form/descriptor';
import { translateText } from '../../schema-form/translate';

export const choiceNames =
  (descriptor: FormDescriptor): DescribeValue =>
  (path, value) => {
    const key = path[path.length - 1];
    if (typeof key !== 'string') return undefined;
    const field = descriptor.schema.properties?.[key] as RJSFSchema | undefined;
    const choice = (field?.oneOf as RJSFSchema[] | undefined)?.find((option) => option.const === value);
    if (choice?.title) return translateText(choice.title);
    // Choices named by the form's `ui:enumNames` (in the order of the field's `enum`).
    const names = (descriptor.uiSchema?.[key] as { 'ui:enumNames'?: string[] } | undefined)?.['ui:enumNames'];
    const index = (field?.enum ?? []).indexOf(value as never);
    return names && index >= 0 && names[index] ? translateText(names[index]) : undefined;
  };
