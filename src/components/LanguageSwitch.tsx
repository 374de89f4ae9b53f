import { useLingui } from '@lingui/react/macro';
import { NativeSelect } from '@mantine/core';
import { activateLocale, type Locale, LOCALE_NAMES, LOCALES } from '../i18n';

/** A native select: light on the sign-in page and usable with any keyboard or screen reader. */
export function LanguageSwitch() {
  const { i18n, t } = useLingui();
  return (
    <NativeSelect
      aria-label={t`Language`}
      data={LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }))}
      value={i18n.locale}
      onChange={(event) => void activateLocale(event.currentTarget.value as Locale)}
      w={{ base: 100, xs: 130 }}
      size="xs"
    />
  );
}
