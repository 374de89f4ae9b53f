// /{area}/switchUser: opens a session handed over in a link (spec 2). Signed out, the pair is stored and the
// dashboard opens; signed in, the visitor is asked first and can keep the current session (a link cannot swap
// the session silently: login CSRF). The tokens left the address before this page rendered (held-switch.ts).
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { type LoaderFunctionArgs, redirect, useLoaderData, useNavigate } from 'react-router';
import { type Area, areaOfPath, readTokens, startTabSession, type Tokens, writeTokens } from '../../api/areas';
import { sessionStarted } from '../../api/transport';
import { queryClient } from '../../services/query-client';
import { resetSession } from '../../services/session';
import { UserText } from '../../components/UserText';
import { loadConsoleTexts } from '../../i18n';
import { AuthLayout } from '../login/AuthLayout';
import { heldForTab, heldSwitch, releaseSwitch, tokensOfQuery } from './held-switch';

function openSession(area: Area, tokens: Tokens): void {
  releaseSwitch();
  resetSession(area);
  writeTokens(area, tokens);
  sessionStarted(area);
}

/** Who is signed in now, as remembered at sign-in (no call is made with either pair before the visitor decides). */
function currentAccountName(area: Area): string | null {
  try {
    const stored = JSON.parse(localStorage.getItem(`${area}_userInfo`) ?? 'null') as { name?: unknown; email?: unknown } | null;
    const name = stored?.name ?? stored?.email;
    return typeof name === 'string' && name ? name : null;
  } catch {
    return null;
  }
}

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const area = areaOfPath(url.pathname);
  const tokens = heldSwitch(area) ?? tokensOfQuery(url.searchParams);
  if (!tokens) return redirect(`/${area}/login`);
  const tabName = heldForTab(area);
  if (tabName !== null) {
    // Opened by this console for this tab alone: the other tabs' session is not replaced, so nothing to ask.
    releaseSwitch();
    startTabSession(area, { tokens, name: tabName });
    queryClient.clear();
    sessionStarted(area);
    return redirect(`/${area}/dashboard`);
  }
  const current = readTokens(area);
  if (!current || current.accessToken === tokens.accessToken) {
    if (current) releaseSwitch();
    else openSession(area, tokens);
    return redirect(`/${area}/dashboard`);
  }
  // The question is a signed-in page's: its texts are in the consoles' catalogue, loaded with signed-in pages.
  await loadConsoleTexts(area);
  return { area, tokens, currentName: currentAccountName(area) };
}

export function Component() {
  const { area, tokens, currentName } = useLoaderData<typeof loader>() as Exclude<Awaited<ReturnType<typeof loader>>, Response>;
  const navigate = useNavigate();
  const { t } = useLingui();
  return (
    <AuthLayout area={area} title={t`Switch account?`}>
      <Stack gap="md">
        <Alert color="yellow" title={t`You are already signed in`}>
          <Stack gap="xs">
            {currentName ? (
              <Text size="sm">
                <Trans>
                  This console is signed in as <UserText value={currentName} fw={700} />.
                </Trans>
              </Text>
            ) : null}
            <Text size="sm">
              <Trans>
                The link you opened signs this console in to another account, in place of the current session, in every tab of this browser.
                Only continue if you asked for this link yourself.
              </Trans>
            </Text>
          </Stack>
        </Alert>
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => {
              releaseSwitch();
              navigate(`/${area}/dashboard`, { replace: true });
            }}
          >
            <Trans>Keep my session</Trans>
          </Button>
          <Button
            onClick={() => {
              openSession(area, tokens);
              navigate(`/${area}/dashboard`, { replace: true });
            }}
          >
            <Trans>Switch account</Trans>
          </Button>
        </Group>
      </Stack>
    </AuthLayout>
  );
}
