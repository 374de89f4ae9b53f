// What an account is, as badges: its console, root or not, its role (the profile and the console's home show them).
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group } from '@mantine/core';
import type { Account } from '../../api/generated/model';
import { AREA_LABELS } from './labels';

export function AccountBadges({ account }: { account: Pick<Account, 'auth' | 'isRoot' | 'roleName'> }) {
  const { i18n } = useLingui();
  return (
    <Group gap="xs">
      <Badge variant="light">{i18n._(AREA_LABELS[account.auth])}</Badge>
      {account.isRoot && (
        <Badge variant="light" color="grape">
          <Trans>Root account</Trans>
        </Badge>
      )}
      {account.roleName && <Badge variant="outline">{account.roleName}</Badge>}
    </Group>
  );
}
