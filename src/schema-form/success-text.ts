// What a form says once its write succeeded (issue 25): the object and what happened to it, never a generic
// "Update Success!". The descriptor's `success` when its title is an action ("Issue a licence": "Licence issued"),
// otherwise its title: "Cache rule added" / "Cache rule saved".
import { t } from '@lingui/core/macro';
import type { FormDescriptor } from './descriptor';
import { translateText } from './translate';

export function successText(descriptor: Pick<FormDescriptor, 'title' | 'success'>, mode: 'create' | 'edit'): string {
  const said = mode === 'create' ? descriptor.success?.create : descriptor.success?.update;
  if (said) return translateText(said);
  const object = translateText(descriptor.title);
  return mode === 'create' ? t`${object} added` : t`${object} saved`;
}
