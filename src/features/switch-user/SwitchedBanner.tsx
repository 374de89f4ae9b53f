// The banner of a console opened in a tab of its own as another account (switch into a customer or a sub-user):
// whose account it is, and a button that ends this tab's session (revoked) and closes the tab. The manager's own
// session, in its tab and cookies, is not touched.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { type Area, startTabSession, tabSession } from '../../api/areas';
import { kindSessionDeleteSession } from '../../api/generated/hooks/session/session';
import { sessionEnding } from '../../api/transport';
import { queryClient } from '../../services/query-client';
import { UserText } from '../../components/UserText';

export function SwitchedBanner({ area }: { area: Area }) {
  const { t } = useLingui();
  const [session] = useState(() => tabSession(area));
  const [closing, setClosing] = useState(false);
  if (!session) return null;
  const name = session.name;
  return (
    <Alert color="grape" variant="light" mb="md" role="region" aria-label={t`Opened account`}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm">
          <Trans>
            You are working in the account of <UserText value={name} fw={700} />, opened from your console in this tab only.
          </Trans>
        </Text>
        <Button
          size="compact-sm"
          variant="light"
          color="grape"
          loading={closing}
          onClick={async () => {
            setClosing(true);
            const current = tabSession(area);
            sessionEnding(area);
            try {
              if (current) await kindSessionDeleteSession(area, { accessToken: current.tokens.accessToken, refreshToken: current.tokens.refreshToken });
            } catch {
              // Already ended: closing goes on.
            }
            startTabSession(area, null);
            queryClient.clear();
            window.close();
            // A tab the browser will not close (not opened by a script) goes back to this browser's own session.
            location.assign(`/${area}/dashboard`);
          }}
        >
          <Trans>Close this account</Trans>
        </Button>
      </Group>
    </Alert>
  );
}
