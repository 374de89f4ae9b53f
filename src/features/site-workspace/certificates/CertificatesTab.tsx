// Certificates (spec 2: per-site screens): the site's uploaded and automatic certificates with the domains they
// serve, and the automatic-certificate state of each domain with reapplying and failure hints.
import { Trans } from '@lingui/react/macro';
import { Divider, Stack, Title } from '@mantine/core';
import { AutoSsl } from './AutoSsl';
import { Certificates } from './Certificates';

export default function CertificatesTab() {
  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          <Trans>Certificates</Trans>
        </Title>
        <Certificates />
      </Stack>
      <Divider />
      <AutoSsl />
    </Stack>
  );
}
