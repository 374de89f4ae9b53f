// Replaces the chain and key of an uploaded certificate (spec 7: certificate PUT). Before saving it says what
// changes: the domains the certificate serves switch to the new chain at once. The key is never shown back.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, List, Stack, Text } from '@mantine/core';
import { DialogCancel, Modal } from '../../../components/leave-guard/GuardedModal';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import descriptor from '../../../../forms/user/certificate-replace.form.json';
import { useUserCertificateUpdateCertificate } from '../../../api/generated/hooks/certificate/certificate';
import type { UserCertificate } from '../../../api/generated/model';
import { notifySuccess } from '../../../services/feedback';
import { defineForm } from '../../../schema-form/descriptor';
import { invalidateAfter } from '../../../api/invalidate';
import { SchemaForm } from '../../../schema-form/SchemaForm';
import { translateText } from '../../../schema-form/translate';

type Replace = { certificate?: string; privateKey?: string };

export function ReplaceModal({ siteId, certificate, onClose }: { siteId: number; certificate: UserCertificate | null; onClose: () => void }) {
  const { t } = useLingui();
  const form = defineForm(descriptor);
  const name = certificate?.name ?? '';
  return (
    <Modal opened={certificate !== null} onClose={onClose} title={t`Replace ${name}`} size="lg" closeButtonProps={{ 'aria-label': t`Close` }}>
      {certificate && (
        <Stack>
          <Text size="sm" c="dimmed">
            {translateText(form.description ?? '')}
          </Text>
          <ReplaceForm key={certificate.id} siteId={siteId} certificate={certificate} onDone={onClose} />
        </Stack>
      )}
    </Modal>
  );
}

function ReplaceForm({ siteId, certificate, onDone }: { siteId: number; certificate: UserCertificate; onDone: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const update = useUserCertificateUpdateCertificate();
  const [review, setReview] = useState<Replace | null>(null);
  const bound = certificate.boundDomains;
  const save = (values: Replace) =>
    update.mutate(
      { siteId, data: { id: certificate.id, certificate: values.certificate!, privateKey: values.privateKey! } },
      {
        onSuccess: async () => {
          const name = certificate.name;
          const count = bound.length;
          notifySuccess(
            count === 0
              ? t`Certificate ${name} replaced`
              : plural(count, { one: `Certificate ${name} replaced; it serves # domain`, other: `Certificate ${name} replaced; it serves # domains` }),
          );
          setReview(null);
          onDone();
          await invalidateAfter(queryClient, 'user-certificate-update-certificate', { siteId });
        },
        onError: () => setReview(null),
      },
    );
  return (
    <>
      <SchemaForm<Replace>
        descriptor={defineForm(descriptor)}
        initial={{}}
        busy={update.isPending}
        submitLabel={t`Replace`}
        actions={
          <DialogCancel onCancel={onDone} />
        }
        onSubmit={(values) => setReview(values)}
      />
      <Modal opened={review !== null} onClose={() => setReview(null)} title={t`Review the changes`} centered closeButtonProps={{ 'aria-label': t`Close` }}>
        <Stack>
          <Text size="sm">
            <Trans>The chain and private key of {certificate.name} will be replaced. The names it covers and its expiry are read from the new chain.</Trans>
          </Text>
          {bound.length > 0 ? (
            <>
              <Text size="sm" fw={500}>
                <Trans>These domains will serve the new certificate at once:</Trans>
              </Text>
              <List size="sm">
                {bound.map((d) => (
                  <List.Item key={d.id}>{d.domainName}</List.Item>
                ))}
              </List>
            </>
          ) : (
            <Text size="sm" c="dimmed">
              <Trans>It serves no domain now.</Trans>
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setReview(null)} data-autofocus>
              <Trans>Back to editing</Trans>
            </Button>
            <Button loading={update.isPending} onClick={() => review && save(review)}>
              <Trans>Replace the certificate</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
