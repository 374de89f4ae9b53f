// The list kit's scope for the client's automatic certificates (forms/client/lists/auto-certificates.list.json): a
// certificate's cells (its domain, a link to the domain in its site's workspace; its authority by its proper name; its
// expiry), the customers' sites as the Site filter's choices, and what is particular to the list: a failed
// application's "Why it failed" (the site workspace's hints, with the authority's own reason; whether the domain
// points at its CNAME, the likeliest cause, read when the dialog opens) and a row's Renew, asked first.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useClientAutoCertificateRenewCertificates } from '../../api/generated/hooks/auto-certificate/auto-certificate';
import { useClientDomainListDomains } from '../../api/generated/hooks/client-domain/client-domain';
import { useClientSiteListMetaSites, useClientSiteListSites } from '../../api/generated/hooks/client-site/client-site';
import type { AutoCertificate } from '../../api/generated/model';
import { invalidateAfter } from '../../api/invalidate';
import { Modal } from '../../components/leave-guard/GuardedModal';
import { PermittedButton } from '../../components/Permitted';
import { UserText } from '../../components/UserText';
import { isolated } from '../../components/user-text';
import { listParts } from '../../kit/lists/list-parts';
import { type CellProps, type FilterChoice, type ListOverride, type ListScope, ListScopeContext, type OverrideProps, type Row } from '../../kit/lists/scope';
import { notifySuccess } from '../../services/feedback';
import { FailureHints } from '../site-workspace/certificates/FailureHints';
import { Expiry } from '../site-workspace/certificates/labels';
import { workspacePath } from '../site-workspace/context';

const certificateOf = (row: Row) => row as unknown as AutoCertificate;
/** Certificate authorities by their names (proper names, not translated). */
const AUTHORITY: Record<string, string> = { letsencrypt: "Let's Encrypt", zerossl: 'ZeroSSL' };

function Domain({ row }: CellProps) {
  const c = certificateOf(row);
  return (
    <Anchor component={Link} to={workspacePath('client', c.siteID, c.siteName, { domainName: c.domainName })} size="sm" fw={500}>
      <UserText value={c.domainName} />
    </Anchor>
  );
}

const CELLS = {
  'autoCertificate.domain': Domain,
  'autoCertificate.authority': ({ value }: CellProps) => <>{AUTHORITY[String(value)] ?? String(value ?? '')}</>,
  'autoCertificate.expiry': ({ value }: CellProps) => <Expiry notAfter={typeof value === 'string' ? value : null} />,
};

/** The customers' sites, as the Site filter's choices. */
function useSiteChoices(): FilterChoice[] {
  const sites = useClientSiteListMetaSites();
  return useMemo(() => (sites.data?.data ?? []).map((site) => ({ value: String(site.id), label: site.siteName })), [sites.data]);
}

/** A row's Renew, asked first, and (a failed application) why it failed, from whose dialog it may be renewed too. */
function RowButtons({ row }: OverrideProps & { row: Row }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const renew = useClientAutoCertificateRenewCertificates();
  const [open, setOpen] = useState<'hints' | 'renew' | null>(null);
  const c = certificateOf(row);
  const domain = isolated(c.domainName);
  // One row: the texts of a renewal of a selection (the list's bulk action), for one.
  const names = domain;
  const count = 1;
  const confirmRenew = () =>
    renew.mutate(
      { data: { ids: [c.id] } },
      {
        onSuccess: async () => {
          notifySuccess(plural(count, { one: 'Renewal of # certificate requested', other: 'Renewal of # certificates requested' }));
          await invalidateAfter(queryClient, 'client-autoCertificate-renew-certificates');
        },
        // A refusal is reported with the catalogue's message by the query client; the dialog closes.
        onSettled: () => setOpen(null),
      },
    );
  return (
    <>
      {c.status === 'failed' && (
        <Button size="compact-sm" variant="light" color="red" aria-label={t`Why it failed: ${domain}`} onClick={() => setOpen('hints')}>
          <Trans>Why it failed</Trans>
        </Button>
      )}
      {c.status !== 'processing' && (
        <PermittedButton operation="client-autoCertificate-renew-certificates" size="compact-sm" variant="subtle" aria-label={t`Renew ${domain}`} onClick={() => setOpen('renew')}>
          <Trans>Renew</Trans>
        </PermittedButton>
      )}
      <Modal opened={open === 'renew'} onClose={() => setOpen(null)} title={t`Renew the certificate of ${domain}?`} closeButtonProps={{ 'aria-label': t`Close` }}>
        <Stack>
          <Text size="sm">{t`The certificate authority is asked again for ${names}. Certificates being issued carry on; a domain gets at most 50 certificates a week.`}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(null)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button loading={renew.isPending} onClick={confirmRenew}>
              {plural(count, { one: 'Renew # certificate', other: 'Renew # certificates' })}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={open === 'hints'} onClose={() => setOpen(null)} title={t`Why the application for ${domain} failed`} size="lg" closeButtonProps={{ 'aria-label': t`Close` }}>
        {open === 'hints' && <HintsOf certificate={c} onRenew={() => setOpen('renew')} onClose={() => setOpen(null)} />}
      </Modal>
    </>
  );
}

/** The hints of one failed application: whether the domain points at its site's CNAME decides the likeliest. */
function HintsOf({ certificate, onRenew, onClose }: { certificate: AutoCertificate; onRenew: () => void; onClose: () => void }) {
  const { t } = useLingui();
  const domains = useClientDomainListDomains({ siteID: certificate.siteID, domainName: certificate.domainName, page: 1, pageSize: 25 });
  const sites = useClientSiteListSites({ siteName: certificate.siteName, page: 1, pageSize: 25 });
  const domain = domains.data?.data.find((d) => d.domainName === certificate.domainName);
  const site = sites.data?.data.find((s) => s.id === certificate.siteID);
  if (domains.isPending || sites.isPending) return <Loader size="sm" aria-label={t`Loading`} />;
  return (
    <Stack>
      <FailureHints
        domain={{ domainName: certificate.domainName, cnameStatus: domain?.cnameStatus === false ? 'inactive' : 'active' }}
        cname={site?.cname ?? t`the site's CNAME`}
        reason={
          certificate.message ? (
            <Text size="sm" mb="xs">
              <Trans>The authority said:</Trans> <UserText value={certificate.message} />
            </Text>
          ) : null
        }
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
        <PermittedButton operation="client-autoCertificate-renew-certificates" onClick={onRenew}>
          <Trans>Renew</Trans>
        </PermittedButton>
      </Group>
    </Stack>
  );
}

const autoCertificates: ListOverride = { row: RowButtons };

export const AUTO_CERTIFICATE_LIST_PARTS = listParts({
  cells: [CELLS],
  overrides: [{ 'client.autoCertificates': autoCertificates }],
  choices: [{ 'client.sites': useSiteChoices }],
});

const NO_DOMAINS: ReadonlyMap<number, string> = new Map();

/** The automatic certificates' scope: no path; a change reads again what the contract says it changes. */
export function AutoCertificateLists({ placeName, children }: { placeName: string; children: ReactNode }) {
  const scope = useMemo<ListScope>(() => ({ ...AUTO_CERTIFICATE_LIST_PARTS, path: {}, placeName, domainNames: NO_DOMAINS }), [placeName]);
  return <ListScopeContext.Provider value={scope}>{children}</ListScopeContext.Provider>;
}
