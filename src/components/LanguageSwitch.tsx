import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import { activateLocale, type Locale, LOCALE_NAMES, LOCALES } from '../i18n';

export function LanguageSwitch() {
  const { i18n, t } = useLingui();
  return (
    <Select
      aria-label={t`Language`}
      data={LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }))}
      value={i18n.locale}
      onChange={(value) => value && void activateLocale(value as Locale)}
      allowDeselect={false}
      w={130}
      size="xs"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
