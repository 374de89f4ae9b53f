// systemManagement/offlineLicense (client, only when the build's offline licence mode is on: PARAPET_OFFLINE_LICENSE):
// load the offline licence text the admin back office issued (PUT offline/license) and replace the key it is
// checked with (PUT offline/license/updateKey?key=). The contract has no call that reads either back, so the
// screen says what was loaded in this visit only. Refusals show the catalogue's message ("Invalid license key")
// and keep what was typed.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { Modal } from '../../components/leave-guard/GuardedModal';
import { useState } from 'react';
import descriptorJson from '../../../forms/client/offline-license/offline-license.form.json';
import { useCommonOfflineLicenseSyncLicense, useCommonOfflineLicenseUpdateKey } from '../../api/generated/hooks/offline-license/offline-license';
import { useCan } from '../../api/permissions';
import { notifySuccess } from '../../services/feedback';
import { PageHeader } from '../../components/PageHeader';
import { PermittedButton } from '../../components/Permitted';
import { defineForm } from '../../schema-form/descriptor';
import { SchemaForm } from '../../schema-form/SchemaForm';
import { SectionCard } from '../branding/SectionCard';
import { translateText } from '../../schema-form/translate';
import { required } from '../../validation/rules';
import { CheckedForm } from '../../components/CheckedForm';
import { formatTime } from '../../i18n/format';

const descriptor = defineForm(descriptorJson);
/** The contract's limit of the `key` query parameter (offline-license-update-key.yaml). */
const KEY_MAX_LENGTH = 512;

export function Component() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`Offline licence`}
        description={t`For installations without a connection to the licence server: the licence issued by the platform's administrators, and the key it is checked with.`}
      />
      <Stack gap="lg" maw={760}>
        <LicenseCard />
        <KeyCard />
      </Stack>
    </>
  );
}

function LicenseCard() {
  const { t, i18n } = useLingui();
  const sync = useCommonOfflineLicenseSyncLicense();
  const can = useCan('common-offlineLicense-sync-license');
  const [loadedAt, setLoadedAt] = useState<Date | null>(null);
  return (
    <SectionCard title={translateText(descriptor.title)} help={translateText(descriptor.description!)}>
      <SchemaForm<{ license?: string }>
        descriptor={descriptor}
        idPrefix="offline-license"
        initial={{}}
        busy={sync.isPending}
        denied={can.reason}
        submitLabel={t`Load the licence`}
        onSubmit={async (values) => {
          try {
            await sync.mutateAsync({ data: { license: (values.license ?? '').trim() } });
          } catch {
            return; // reported with the catalogue's message; the text stays in the form
          }
          setLoadedAt(new Date());
          notifySuccess(t`Offline licence loaded`);
        }}
      />
      {loadedAt && (
        <Text size="sm" role="status" mt="sm">
          <Trans>Licence loaded at {formatTime(loadedAt, i18n.locale)}.</Trans>
        </Text>
      )}
    </SectionCard>
  );
}

function KeyCard() {
  const { t, i18n } = useLingui();
  const update = useCommonOfflineLicenseUpdateKey();
  const [key, setKey] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [replacedAt, setReplacedAt] = useState<Date | null>(null);

  const check = () => {
    const value = key.trim();
    const problem = required(value);
    const message = problem ? i18n._(problem) : value.length > KEY_MAX_LENGTH ? t`At most ${KEY_MAX_LENGTH} characters.` : null;
    setError(message);
    if (!message) setConfirming(true);
  };

  const replace = async () => {
    try {
      await update.mutateAsync({ params: { key: key.trim() } });
    } catch {
      setConfirming(false);
      return; // reported with the catalogue's message; the key stays in the field
    }
    setConfirming(false);
    setReplacedAt(new Date());
    notifySuccess(t`Licence key replaced`);
  };

  return (
    <SectionCard
      title={<Trans>Licence key</Trans>}
      help={<Trans>The key the offline licence is checked with (it starts with PRPT-KEY-). Replace it only with the key issued with your licence.</Trans>}
    >
      <CheckedForm onSubmit={check}>
        <TextInput
          label={t`New key`}
          placeholder="PRPT-KEY-…"
          value={key}
          onChange={(event) => {
            setKey(event.currentTarget.value);
            if (error) setError(null);
          }}
          error={error}
          autoComplete="off"
          spellCheck={false}
          ff="monospace"
        />
        <Group justify="flex-end" mt="md">
          <PermittedButton type="submit" operation="common-offlineLicense-update-key" loading={update.isPending}>
            <Trans>Replace the key</Trans>
          </PermittedButton>
        </Group>
      </CheckedForm>
      {replacedAt && (
        <Text size="sm" role="status" mt="sm">
          <Trans>Key replaced at {formatTime(replacedAt, i18n.locale)}.</Trans>
        </Text>
      )}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t`Replace the licence key?`} centered closeButtonProps={{ 'aria-label': t`Close` }}>
        <Stack>
          <Text size="sm">
            <Trans>The offline licence is checked with the new key from now on; a key that does not match the licence stops it from being accepted.</Trans>
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              <Trans>Cancel</Trans>
            </Button>
            <Button loading={update.isPending} onClick={() => void replace()}>
              <Trans>Replace the key</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </SectionCard>
  );
}
