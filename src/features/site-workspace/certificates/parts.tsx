// The parts the site's certificates list names (forms/user/lists/certificates.list.json): a certificate's cells (its
// name with how it came and its issuer, the domains it covers and serves, its state and expiry) and what is
// particular to the list: how many domains a certificate serves (said by its removal's confirmation), and a row's
// Domains (bind with a review), Chain (the PEM chain) and Replace (an uploaded one only), each in its own dialog.
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { OnDemandTooltip } from '../../../components/OnDemandTooltip';
import { useState } from 'react';
import type { UserCertificate } from '../../../api/generated/model';
import type { CellProps, ListOverride, OverrideProps, Row } from '../../../kit/lists/scope';
import { BindDomainsModal } from './BindDomainsModal';
import { ChainModal } from './ChainModal';
import { AutoSslBadge, CertStatusBadge, Expiry } from './labels';
import { ReplaceModal } from './ReplaceModal';

/** Names shown in a cell before "and n more". */
const SHOWN = 3;
/** While a certificate is being issued or installed, lists of certificates are read again this often. */
export const PROCESSING_POLL_MS = 10_000;

const certificateOf = (row: Row) => row as unknown as UserCertificate;

function Names({ names, more }: { names: string[]; more: (n: number) => string }) {
  if (names.length === 0) return <Text size="sm" c="dimmed">—</Text>;
  return (
    <Group gap={4}>
      {names.slice(0, SHOWN).map((name) => (
        <Badge key={name} variant="default" tt="none" miw="max-content">
          {name}
        </Badge>
      ))}
      {names.length > SHOWN && (
        <OnDemandTooltip label={names.slice(SHOWN).join(', ')} multiline maw={360}>
          <Text size="xs" c="dimmed" tabIndex={0}>
            {more(names.length - SHOWN)}
          </Text>
        </OnDemandTooltip>
      )}
    </Group>
  );
}

function CertificateName({ row }: CellProps) {
  const { t } = useLingui();
  const c = certificateOf(row);
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {c.name}
      </Text>
      <Text size="xs" c="dimmed">
        {c.autoSSL ? t`Automatic` : t`Uploaded`} · {c.issuer}
      </Text>
    </Stack>
  );
}

function CertificateDomains({ row }: CellProps) {
  const { t } = useLingui();
  const c = certificateOf(row);
  const served = c.boundDomains.map((d) => d.domainName);
  const n = served.length - SHOWN;
  return (
    <Stack gap={4}>
      <Names names={c.domains} more={(n) => t`and ${n} more`} />
      <Text size="xs" c="dimmed">
        {served.length === 0 ? t`Serves no domain` : t`Serves: ${served.slice(0, SHOWN).join(', ')}`}
        {n > 0 && ` ${t`and ${n} more`}`}
      </Text>
    </Stack>
  );
}

function CertificateStatus({ row }: CellProps) {
  const c = certificateOf(row);
  return (
    <Stack gap={4} align="flex-start">
      <CertStatusBadge status={c.status} />
      {c.autoSSL && <AutoSslBadge status={c.autoSSLStatus} />}
    </Stack>
  );
}

export const CERTIFICATE_CELLS = {
  'certificate.name': CertificateName,
  'certificate.domains': CertificateDomains,
  'certificate.status': CertificateStatus,
  'certificate.expiry': ({ value }: CellProps) => <Expiry notAfter={typeof value === 'string' ? value : null} />,
};

/** A certificate's own buttons: its domains, its chain, and (an uploaded one) its replacement, each in a dialog. */
function CertificateButtons({ path, row }: OverrideProps & { row: Row }) {
  const { t } = useLingui();
  const [open, setOpen] = useState<'domains' | 'chain' | 'replace' | null>(null);
  const c = certificateOf(row);
  const siteId = path.siteId!;
  const close = () => setOpen(null);
  return (
    <>
      <Button size="compact-sm" variant="light" aria-label={t`Domains of ${c.name}`} onClick={() => setOpen('domains')}>
        <Trans>Domains</Trans>
      </Button>
      <Button size="compact-sm" variant="subtle" aria-label={t`Chain of ${c.name}`} onClick={() => setOpen('chain')}>
        <Trans>Chain</Trans>
      </Button>
      {!c.autoSSL && (
        <Button size="compact-sm" variant="subtle" aria-label={t`Replace ${c.name}`} onClick={() => setOpen('replace')}>
          <Trans>Replace</Trans>
        </Button>
      )}
      <BindDomainsModal siteId={siteId} certificate={open === 'domains' ? c : null} onClose={close} />
      <ChainModal siteId={siteId} certificate={open === 'chain' ? c : null} onClose={close} />
      <ReplaceModal siteId={siteId} certificate={open === 'replace' ? c : null} onClose={close} />
    </>
  );
}

const certificates: ListOverride = {
  // `{served}` in the removal's confirmation: how many domains lose their certificate.
  use: () => ({ values: (row: Row) => ({ served: certificateOf(row).boundDomains.length }) }),
  row: CertificateButtons,
};

export const CERTIFICATE_OVERRIDES: Record<string, ListOverride> = { 'user.certificates': certificates };
