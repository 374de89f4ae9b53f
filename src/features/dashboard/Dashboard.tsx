import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { usableScreens } from '../../services/screen-access';
import { useAreaScreens } from '../../services/area-screens';
import { selfQuery } from '../../services/session';
import { useArea } from '../../services/use-area';
import { PageHeader } from '../../components/PageHeader';
import { TWO_FACTOR_LABELS } from '../account/labels';
import { AccountBadges } from '../account/AccountBadges';
import { TwoFactorOffAlert } from '../account/TwoFactorOffAlert';

/** The home of an area: who is signed in, how safe the account is, and where to go next. */
export function Component() {
  const area = useArea();
  const screens = useAreaScreens();
  const { i18n } = useLingui();
  const account = useQuery(selfQuery(area)).data?.data;
  if (!account) return null;
  const name = account.accountName;
  const places = usableScreens(screens, area, account.permissions).filter((screen) => screen.path !== 'dashboard');
  return (
    <>
      <PageHeader title={<Trans>Welcome, {name}</Trans>} description={<Trans>Your account at a glance.</Trans>} />
      <Stack gap="lg">
        <TwoFactorOffAlert login2FAType={account.login2FAType} />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Card withBorder padding="lg">
            <Title order={2} fz="h4" mb="sm">
              <Trans>Account</Trans>
            </Title>
            <Stack gap={6}>
              <Text>{account.email}</Text>
              <AccountBadges account={account} />
              <Text size="sm" c="dimmed">
                <Trans>Second sign-in step: {i18n._(TWO_FACTOR_LABELS[account.login2FAType])}</Trans>
              </Text>
            </Stack>
          </Card>
          <Card withBorder padding="lg">
            <Title order={2} fz="h4" mb="sm">
              <Trans>Go to</Trans>
            </Title>
            <Stack gap={6}>
              {places.map((screen) => (
                <Anchor key={screen.path} component={Link} to={`/${area}/${screen.navPath ?? screen.path}`}>
                  {i18n._(screen.label)}
                </Anchor>
              ))}
            </Stack>
          </Card>
        </SimpleGrid>
      </Stack>
    </>
  );
}
