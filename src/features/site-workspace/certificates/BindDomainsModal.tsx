// The domains a certificate serves (spec 7: certificate/domains GET, PATCH assign): every domain of the site,
// whether the certificate covers it and which certificate serves it now. Ticking binds, unticking leaves the
// domain without a certificate; the change is reviewed before it is saved.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Checkbox, Group, List, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { DialogCancel, Modal } from '../../../components/leave-guard/GuardedModal';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import {
  useUserCertificateAssignCertificate,
  useUserCertificateListDomains,
  useUserCertificateListMetaCertificates,
} from '../../../api/generated/hooks/certificate/certificate';
import type { UserCertificate, UserCertificateDomain } from '../../../api/generated/model';
import { notifyInfo, notifySuccess } from '../../../services/feedback';
import { invalidateAfter } from '../../../api/invalidate';
import { Loaded } from '../../../kit/Loaded';

export function BindDomainsModal({ siteId, certificate, onClose }: { siteId: number; certificate: UserCertificate | null; onClose: () => void }) {
  const { t } = useLingui();
  const name = certificate?.name ?? '';
  return (
    <Modal opened={certificate !== null} onClose={onClose} title={t`Domains of ${name}`} size="lg" closeButtonProps={{ 'aria-label': t`Close` }}>
      {certificate && <BindDomains key={certificate.id} siteId={siteId} certificate={certificate} onDone={onClose} />}
    </Modal>
  );
}

function BindDomains({ siteId, certificate, onDone }: { siteId: number; certificate: UserCertificate; onDone: () => void }) {
  const { t } = useLingui();
  const domains = useUserCertificateListDomains(siteId, { certificateID: certificate.id });
  const meta = useUserCertificateListMetaCertificates(siteId);
  const names = new Map((meta.data?.data ?? []).map((c) => [c.id, c.name]));
  return (
    <Loaded query={domains} failed={t`The domains could not be loaded.`}>
      {(answer) => <BindForm siteId={siteId} certificate={certificate} domains={answer.data} certificateNames={names} onDone={onDone} />}
    </Loaded>
  );
}

function BindForm({
  siteId,
  certificate,
  domains,
  certificateNames,
  onDone,
}: {
  siteId: number;
  certificate: UserCertificate;
  domains: UserCertificateDomain[];
  certificateNames: Map<number, string>;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const assign = useUserCertificateAssignCertificate();
  const [checked, setChecked] = useState<Set<number>>(() => new Set(domains.filter((d) => d.bound).map((d) => d.id)));
  const [filter, setFilter] = useState('');
  const [review, setReview] = useState(false);
  const [saving, setSaving] = useState(false);
  const failed = certificate.status === 'failed';
  const adding = domains.filter((d) => !d.bound && checked.has(d.id));
  const removing = domains.filter((d) => d.bound && !checked.has(d.id));
  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return domains.filter((d) => !needle || d.domainName.includes(needle));
  }, [domains, filter]);
  const toggle = (id: number, on: boolean) =>
    setChecked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const save = async () => {
    setSaving(true);
    try {
      if (adding.length) await assign.mutateAsync({ siteId, data: { certificateID: certificate.id, domainIDs: adding.map((d) => d.id) } });
      if (removing.length) await assign.mutateAsync({ siteId, data: { certificateID: null, domainIDs: removing.map((d) => d.id) } });
      const name = certificate.name;
      const given = adding.length;
      const taken = removing.length;
      notifySuccess(
        taken === 0
          ? plural(given, { one: `Certificate ${name} now serves # more domain`, other: `Certificate ${name} now serves # more domains` })
          : given === 0
            ? plural(taken, { one: `Certificate ${name} no longer serves # domain`, other: `Certificate ${name} no longer serves # domains` })
            : t`Certificate ${name}: domains added ${given}, removed ${taken}`,
      );
      onDone();
      await invalidateAfter(queryClient, 'user-certificate-assign-certificate', { siteId });
    } catch {
      // Reported by the query client; the choices stay as they are. A half-done save is read again.
      setReview(false);
      await invalidateAfter(queryClient, 'user-certificate-assign-certificate', { siteId });
    } finally {
      setSaving(false);
    }
  };

  if (domains.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        <Trans>This site has no domains.</Trans>
      </Text>
    );
  }
  return (
    <Stack>
      {failed ? (
        <Alert color="red" variant="light" title={t`This certificate failed`}>
          <Trans>A failed certificate cannot serve domains. Replace it, or reapply for the automatic certificate, first. You can still take domains off it.</Trans>
        </Alert>
      ) : (
        <Text size="sm" c="dimmed">
          <Trans>Tick the domains this certificate should serve. Only domains it covers can be ticked; a domain served by another certificate moves to this one.</Trans>
        </Text>
      )}
      {domains.length > 8 && (
        <TextInput aria-label={t`Filter the domains`} placeholder={t`Filter the domains`} value={filter} onChange={(event) => setFilter(event.currentTarget.value)} />
      )}
      <ScrollArea.Autosize mah={380} type="auto">
        <Stack gap="xs" role="group" aria-label={t`Domains of the site`}>
          {shown.map((d) => {
            const other = d.certificateID !== null && d.certificateID !== undefined && d.certificateID !== certificate.id;
            const otherName = other ? (certificateNames.get(d.certificateID!) ?? `#${d.certificateID}`) : '';
            const canTick = d.covered && !failed;
            return (
              <Group key={d.id} justify="space-between" wrap="nowrap" gap="sm">
                <Checkbox
                  label={d.domainName}
                  checked={checked.has(d.id)}
                  disabled={!checked.has(d.id) && !canTick}
                  onChange={(event) => toggle(d.id, event.currentTarget.checked)}
                />
                <Group gap={4} wrap="nowrap">
                  {!d.covered && (
                    <Badge color="gray" variant="light" tt="none" miw="max-content">
                      {t`Not covered`}
                    </Badge>
                  )}
                  {other && (
                    <Badge color="blue" variant="light" tt="none" miw="max-content">
                      {t`Served by ${otherName}`}
                    </Badge>
                  )}
                  {d.bound && (
                    <Badge color="green" variant="light" tt="none" miw="max-content">
                      {t`Served now`}
                    </Badge>
                  )}
                </Group>
              </Group>
            );
          })}
          {shown.length === 0 && (
            <Text size="sm" c="dimmed">
              <Trans>No domain matches this filter.</Trans>
            </Text>
          )}
        </Stack>
      </ScrollArea.Autosize>
      <Group justify="flex-end">
        <DialogCancel onCancel={onDone} />
        <Button
          onClick={() => {
            if (adding.length === 0 && removing.length === 0) return notifyInfo(t`Nothing has changed.`);
            setReview(true);
          }}
        >
          <Trans>Save</Trans>
        </Button>
      </Group>
      <Modal opened={review} onClose={() => setReview(false)} title={t`Review the changes`} centered closeButtonProps={{ 'aria-label': t`Close` }}>
        <Stack>
          <DomainNames heading={<Trans>{certificate.name} will serve:</Trans>} domains={adding} />
          <DomainNames heading={<Trans>These domains will have no certificate; HTTPS requests to them will fail:</Trans>} domains={removing} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setReview(false)} data-autofocus>
              <Trans>Back to editing</Trans>
            </Button>
            <Button loading={saving} onClick={() => void save()}>
              <Trans>Save the changes</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** Domains the change affects, under what happens to them; nothing when there are none. */
function DomainNames({ heading, domains }: { heading: ReactNode; domains: { id: number; domainName: string }[] }) {
  if (domains.length === 0) return null;
  return (
    <div>
      <Text size="sm" fw={500}>
        {heading}
      </Text>
      <List size="sm">
        {domains.map((d) => (
          <List.Item key={d.id}>{d.domainName}</List.Item>
        ))}
      </List>
    </div>
  );
}
