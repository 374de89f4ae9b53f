// RJSF's own texts (the buttons of list fields: add, remove, move, copy) through the catalogue; the rest as RJSF
// writes them (none of them is shown: the error list is off and errors are the validator's translated messages).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { englishStringTranslator, TranslatableString } from '@rjsf/utils';
import { translate } from '../validation/form';

const BUTTONS: Partial<Record<TranslatableString, MessageDescriptor>> = {
  [TranslatableString.AddItemButton]: msg`Add item`,
  [TranslatableString.AddButton]: msg`Add`,
  [TranslatableString.RemoveButton]: msg`Remove`,
  [TranslatableString.MoveUpButton]: msg`Move up`,
  [TranslatableString.MoveDownButton]: msg`Move down`,
  [TranslatableString.CopyButton]: msg`Copy`,
};

export function translateString(text: TranslatableString, params?: string[]): string {
  const message = BUTTONS[text];
  return message ? translate(message) : englishStringTranslator(text, params);
}
