// systemManagement/systemSetting (client): every system-wide setting, each part a form descriptor saved through the
// change review, in tabs kept in `?tab=` (as the zone settings page): general, certificates, logs, nodes, backup,
// notifications and the system status.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import accountVerificationForm from '../../../forms/client/system/account-verification.form.json';
import certProviderForm from '../../../forms/client/system/cert-provider.form.json';
import chatBotForm from '../../../forms/client/system/chat-bot.form.json';
import backupForm from '../../../forms/client/system/database-backup.form.json';
import nodeExporterForm from '../../../forms/client/system/node-exporter.form.json';
import outgoingUrlForm from '../../../forms/client/system/outgoing-url.form.json';
import restrictCidrsForm from '../../../forms/client/system/restrict-cidrs.form.json';
import trustedCaForm from '../../../forms/client/system/trusted-ca.form.json';
import { useClientSystemSettingGetDatabaseBackup } from '../../api/generated/hooks/system-setting/system-setting';
import { PageHeader } from '../../components/PageHeader';
import { defineForm, type FormDescriptorJson } from '../../schema-form/descriptor';
import { SettingsForm } from '../../schema-form/SettingsForm';
import { ChatBotSettings } from '../notifications/NotifyScreen';
import { type QueryTab, QueryTabs } from '../zones/QueryTabs';
import { EmailSettings } from './EmailSettings';
import { HealthPanel } from './HealthPanel';
import { LogRetention } from './LogRetention';
import { formatDateTime } from '../../i18n/format';

const CHAT_BOT = { chatBot: defineForm(chatBotForm), testOperation: 'client-notification-test-tg' as const };

/** One setting of a tab: its descriptor, its form's values from the loaded answer, its field ids' prefix. */
function Setting({ form, toSaved }: { form: FormDescriptorJson; toSaved?: (loaded: Record<string, unknown>) => Record<string, unknown> }) {
  const descriptor = defineForm(form);
  return <SettingsForm descriptor={descriptor} path={{}} toSaved={toSaved} idPrefix={descriptor.name.replace(/\W/g, '_')} />;
}

/** The backup's last run is shown above its form, not sent back. */
const backupValues = ({ enable, intervalHours, keepCount }: Record<string, unknown>) => ({ enable, intervalHours, keepCount });

export function Component() {
  const { t } = useLingui();
  const pair = (first: ReactNode, second: ReactNode) => (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      {first}
      {second}
    </SimpleGrid>
  );
  const tabs: QueryTab[] = [
    { id: 'general', label: t`General`, panel: pair(<Setting form={outgoingUrlForm} />, <Setting form={accountVerificationForm} />) },
    { id: 'certificates', label: t`Certificates`, panel: pair(<Setting form={certProviderForm} />, <Setting form={trustedCaForm} />) },
    { id: 'logs', label: t`Logs`, panel: <LogRetention /> },
    { id: 'nodes', label: t`Nodes`, panel: pair(<Setting form={restrictCidrsForm} />, <Setting form={nodeExporterForm} />) },
    {
      id: 'backup',
      label: t({ message: 'Backup', context: 'system settings: copies of the data' }),
      panel: (
        <Stack>
          <LastBackup />
          <Setting form={backupForm} toSaved={backupValues} />
        </Stack>
      ),
    },
    {
      id: 'notifications',
      label: t`Notifications`,
      panel: (
        <SimpleGrid cols={{ base: 1, xl: 2 }}>
          <EmailSettings />
          <ChatBotSettings config={CHAT_BOT} />
        </SimpleGrid>
      ),
    },
    { id: 'status', label: t`System status`, panel: <HealthPanel /> },
  ];
  return (
    <>
      <PageHeader title={t`System settings`} description={t`Settings that apply to your whole installation: every zone, node and customer.`} />
      <QueryTabs label={t`System settings`} tabs={tabs} />
    </>
  );
}

function LastBackup() {
  const { t, i18n } = useLingui();
  const backup = useClientSystemSettingGetDatabaseBackup();
  const b = backup.data?.data;
  if (!b) return null;
  const status: Record<string, [string, string]> = {
    none: [t`No backup yet`, 'gray'],
    success: [t`Succeeded`, 'green'],
    failed: [t`Failed`, 'red'],
  };
  const [label, color] = status[b.lastStatus] ?? [b.lastStatus, 'gray'];
  const at = b.lastBackupAt ? formatDateTime(b.lastBackupAt, i18n.locale) : null;
  return (
    <Alert color={b.lastStatus === 'failed' ? 'red' : 'gray'} variant="light" maw={760} title={t`Last backup`}>
      <Group gap="sm">
        <Badge variant="light" color={color}>
          {label}
        </Badge>
        {at && <Text size="sm">{at}</Text>}
        {!b.enable && (
          <Text size="sm">
            <Trans>Automatic backups are off.</Trans>
          </Text>
        )}
      </Group>
    </Alert>
  );
}
