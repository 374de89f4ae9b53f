// Plain-language pieces of the rule explanations: lists of names ("Japan, Korea and 3 more").
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';

/** Up to `shown` names joined in the current language, then how many more. */
export function nameList(names: readonly string[], shown = 3): string {
  const format = new Intl.ListFormat(i18n.locale || 'en', { style: 'long', type: 'conjunction' });
  if (names.length <= shown) return format.format(names);
  const rest = names.length - shown;
  return format.format([...names.slice(0, shown), t`${rest} more`]);
}
