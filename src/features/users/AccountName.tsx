import { Stack } from '@mantine/core';
import type { Account } from '../../api/generated/model';
import { UserText } from '../../components/UserText';

/** An account as a table shows it: its name, and its email under it. */
export function AccountName({ account }: { account: Pick<Account, 'accountName' | 'email'> }) {
  return (
    <Stack gap={0}>
      <UserText value={account.accountName} fw={500} />
      <UserText value={account.email} size="xs" c="dimmed" />
    </Stack>
  );
}
