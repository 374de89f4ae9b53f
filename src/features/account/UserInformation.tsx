import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Grid, Group, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useFormLeaveGuard } from '../../components/leave-guard/LeaveGuard';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useKindAccountUpdateSelf } from '../../api/generated/hooks/account/account';
import type { Account } from '../../api/generated/model';
import { notifySuccess } from '../../services/feedback';
import { selfQuery } from '../../services/session';
import { reported } from '../../services/swallow';
import { useArea } from '../../services/use-area';
import { PageHeader } from '../../components/PageHeader';
import { check } from '../../validation/form';
import { accountName } from '../../validation/rules';
import { TWO_FACTOR_LABELS } from './labels';
import { AccountBadges } from './AccountBadges';
import { TwoFactorSetup } from './TwoFactorSetup';

export function Component() {
  const area = useArea();
  const account = useQuery(selfQuery(area)).data?.data;
  if (!account) return null;
  return (
    <>
      <PageHeader title={<Trans>User information</Trans>} description={account.email} />
      <Grid>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <ProfileCard account={account} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <TwoFactorCard account={account} />
        </Grid.Col>
      </Grid>
    </>
  );
}

function ProfileCard({ account }: { account: Account }) {
  const area = useArea();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const update = useKindAccountUpdateSelf();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: {
      accountName: account.accountName,
      companyName: account.companyName ?? '',
      address: account.address ?? '',
      phone: account.phone ?? '',
      taxID: account.taxID ?? '',
      loginNotify: account.loginNotify ?? false,
    },
    validate: { accountName: check(accountName) },
  });
  // Leaving with unsaved changes asks first (issue 25).
  const leaveGuard = useFormLeaveGuard(form);
  const submit = form.onSubmit((values) =>
    reported(async () => {
      const answer = await update.mutateAsync({ kind: area, data: values });
      queryClient.setQueryData(selfQuery(area).queryKey, answer);
      form.resetDirty(values);
      notifySuccess(t`Update Information Successful!`);
    }),
  );
  return (
    <Card withBorder padding="lg">
      <Title order={2} fz="h4" mb="md">
        <Trans>Profile</Trans>
      </Title>
      <form onSubmit={(event) => void submit(event)} noValidate {...leaveGuard}>
        <Stack>
          <AccountBadges account={account} />
          <TextInput label={t`Email`} value={account.email} readOnly variant="filled" />
          <TextInput label={t`Account name`} required key={form.key('accountName')} {...form.getInputProps('accountName')} />
          <TextInput label={t`Company name`} maxLength={256} key={form.key('companyName')} {...form.getInputProps('companyName')} />
          <TextInput label={t`Address`} maxLength={256} key={form.key('address')} {...form.getInputProps('address')} />
          <Group grow align="flex-start">
            <TextInput label={t`Phone`} maxLength={32} autoComplete="tel" key={form.key('phone')} {...form.getInputProps('phone')} />
            <TextInput label={t`Tax ID`} maxLength={32} key={form.key('taxID')} {...form.getInputProps('taxID')} />
          </Group>
          <Switch
            label={t`Mail me at every sign-in`}
            key={form.key('loginNotify')}
            {...form.getInputProps('loginNotify', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              <Trans>Save</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function TwoFactorCard({ account }: { account: Account }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const method = i18n._(TWO_FACTOR_LABELS[account.login2FAType]);
  return (
    <Card withBorder padding="lg">
      <Title order={2} fz="h4" mb="md">
        <Trans>Two-factor sign-in</Trans>
      </Title>
      <Stack>
        <Text>
          <Trans>Second sign-in step: {method}</Trans>
        </Text>
        {account.login2FAType === 2 && (
          <Text size="sm" c="red.9">
            <Trans>Without a second step, anyone who learns your password can sign in.</Trans>
          </Text>
        )}
        <Group>
          <Button variant="light" onClick={() => setOpen(true)}>
            <Trans>Change the second step</Trans>
          </Button>
        </Group>
      </Stack>
      {open && <TwoFactorSetup account={account} onClose={() => setOpen(false)} />}
    </Card>
  );
}
