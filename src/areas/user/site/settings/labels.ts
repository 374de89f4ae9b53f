// Names of a descriptor's choices (its `ui:enumNames`), so lists show the words the form shows, translated.
import type { FormDescriptor } from '../../../../schema-form/descriptor';
import { translateText } from '../../../../schema-form/translate';

export function choiceLabel(descriptor: FormDescriptor, field: string, value: unknown): string {
  const property = (descriptor.schema.properties?.[field] ?? {}) as { enum?: unknown[] };
  const names = (descriptor.uiSchema?.[field] as { 'ui:enumNames'?: string[] } | undefined)?.['ui:enumNames'];
  const index = property.enum?.indexOf(value) ?? -1;
  const name = index >= 0 ? names?.[index] : undefined;
  return name ? translateText(name) : String(value);
}

/** The descriptor with some choices of a field greyed out, and a hint why. */
export function withDisabledChoices(descriptor: FormDescriptor, field: string, disabled: unknown[], help?: string): FormDescriptor {
  if (disabled.length === 0) return descriptor;
  const fieldUi = (descriptor.uiSchema?.[field] ?? {}) as Record<string, unknown>;
  return {
    ...descriptor,
    uiSchema: { ...descriptor.uiSchema, [field]: { ...fieldUi, 'ui:enumDisabled': disabled, ...(help ? { 'ui:help': help } : {}) } },
  };
}
