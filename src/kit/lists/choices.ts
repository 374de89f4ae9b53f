// The change review names a choice as the form does (e.g. "302 temporary" rather than 302, a mode's words
// rather than On/Off): the title of the `oneOf` entry whose const is the value.
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
    return choice?.title ? translateText(choice.title) : undefined;
  };
