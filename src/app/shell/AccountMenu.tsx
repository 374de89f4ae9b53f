import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Area } from '../../api/areas';
import type { Account } from '../../api/generated/model';
import { notifySuccess } from '../../services/feedback';
import { signOut } from '../../services/session';

export function AccountMenu({ area, account }: { area: Area; account: Account }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const logout = async () => {
    setLeaving(true);
    await signOut(area);
    notifySuccess(t`Logout success! See you!`);
    navigate(`/${area}/login`, { replace: true });
  };
  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t`Account menu of ${account.accountName}`}>
          <Group gap={8} wrap="nowrap">
            <Avatar size={30} radius="xl" color="blue" name={account.accountName} />
            <Text size="sm" fw={500} visibleFrom="sm" maw={160} truncate>
              {account.accountName}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{account.email}</Menu.Label>
        <Menu.Item component={Link} to={`/${area}/userManagement/userInformation`}>
          <Trans>User information</Trans>
        </Menu.Item>
        <Menu.Item component={Link} to={`/${area}/changePassword`}>
          <Trans>Change password</Trans>
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => void logout()} disabled={leaving}>
          <Trans>Log out</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
