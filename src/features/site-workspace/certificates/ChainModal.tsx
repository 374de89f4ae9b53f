// A certificate's PEM chain (GET user/site/{siteId}/certificate/{id}: the certificate with its chain, never its
// key), from its row: shown, copied, or saved as a .pem file named after the certificate.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Code, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { useUserCertificateGetCertificate } from '../../../api/generated/hooks/certificate/certificate';
import type { UserCertificate } from '../../../api/generated/model';
import { isolated } from '../../../components/user-text';
import { Loaded } from '../../../kit/Loaded';
import { saveFile } from '../../../services/save-file';
import { CopyTextButton } from '../../../components/CopyTextButton';
import { Modal } from '../../../components/dialog-mount';

export function ChainModal({ siteId, certificate, onClose }: { siteId: number; certificate: UserCertificate | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal opened={certificate !== null} onClose={onClose} title={t`Chain of ${isolated(certificate?.name)}`} size="xl" closeButtonProps={{ 'aria-label': t`Close` }}>
      {certificate && <Chain key={certificate.id} siteId={siteId} certificate={certificate} />}
    </Modal>
  );
}

/** A file name from the certificate's name: letters, digits, dots, hyphens and underscores. */
const fileName = (name: string) => `${name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'certificate'}.pem`;

function Chain({ siteId, certificate }: { siteId: number; certificate: UserCertificate }) {
  const { t } = useLingui();
  const detail = useUserCertificateGetCertificate(siteId, certificate.id);
  return (
    <Loaded query={detail} failed={t`The certificate could not be loaded.`}>
      {(answer) => {
        const pem = answer.data.certificate ?? '';
        if (!pem) return <Text size="sm"><Trans>This automatic certificate is not issued yet: it has no chain to show.</Trans></Text>;
        const count = (pem.match(/-----BEGIN CERTIFICATE-----/g) ?? []).length;
        const save = () => saveFile(pem, fileName(certificate.name), 'application/x-pem-file');
        return (
          <Stack>
            <Text size="sm">
              {plural(count, {
                one: 'One certificate, without intermediates. The private key is never shown.',
                other: "# certificates: the site's own first, then those that signed it. The private key is never shown.",
              })}
            </Text>
            <ScrollArea.Autosize mah={360}>
              <Code block aria-label={t`PEM chain of ${isolated(certificate.name)}`} tabIndex={0}>
                {pem}
              </Code>
            </ScrollArea.Autosize>
            <Group justify="flex-end">
              <CopyTextButton value={pem} variant="light">
                <Trans>Copy</Trans>
              </CopyTextButton>
              <Button onClick={save}>
                <Trans>Download .pem</Trans>
              </Button>
            </Group>
          </Stack>
        );
      }}
    </Loaded>
  );
}
