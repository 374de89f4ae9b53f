// The sign-in page as everyone first loads it (issue 16): the form, the language and colour-scheme switches and
// the feedback host, without the router and the query client. Leaving the page (the second step, or the console
// after signing in) hands over to the whole console (main.tsx), which loads meanwhile.
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import type { Area } from '../api/areas';
import { i18n } from '../i18n';
import { LoginCard } from '../features/login/LoginCard';
import { FeedbackHost } from './FeedbackHost';
import { cssVariablesResolver, theme } from './theme';

export interface SignInBootProps {
  area: Area;
  /** Opens `path` in the whole console (replacing this page in the history when `replace`). */
  leave: (path: string, replace: boolean) => void;
}

export function SignInBoot({ area, leave }: SignInBootProps) {
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={cssVariablesResolver}>
        <LoginCard
          area={area}
          go={(path) => leave(path, false)}
          finish={async (tokens) => {
            // The end of the sign-in needs the session module (query client, router redirects): load it now.
            const { finishSignIn } = await import('../features/login/use-sign-in');
            leave(await finishSignIn(area, tokens), true);
          }}
        />
        <FeedbackHost />
      </MantineProvider>
    </I18nProvider>
  );
}
