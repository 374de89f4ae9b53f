// Renders a piece of the console for a unit test inside the providers every screen has: the catalogue
// (English source texts) and the Mantine theme.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

// Texts read as their English source in every test that uses this.
if (!i18n.locale) i18n.loadAndActivate({ locale: 'en', messages: {} });

export function renderInConsole(ui: ReactElement) {
  return render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>{ui}</MantineProvider>
    </I18nProvider>,
  );
}
