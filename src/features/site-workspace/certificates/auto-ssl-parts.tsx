// The parts the list of the domains' automatic certificates names (forms/user/lists/auto-ssl.list.json): a domain's
// name and its automatic certificate (state, authority, verification), and what is particular to the list: a domain
// whose application failed has "Why it failed" (the hints that usually explain it, in a dialog) and Reapply (unless
// its name can never get one), and the failed ones among the chosen rows are reapplied at once. A reapplication's
// toast follows the application (pending, then issued or failed) and the list is read again when it settles.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useUserSiteDomainApplyAutoSsl } from '../../../api/generated/hooks/site-domain/site-domain';
import type { UserDomain } from '../../../api/generated/model';
import { Modal } from '../../../components/leave-guard/GuardedModal';
import { useAfterWrite } from '../../../kit/after-write';
import type { CellProps, ListOverride, OverrideProps, Row } from '../../../kit/lists/scope';
import { invalidateUnder } from '../../../schema-form/invalidate';
import { operationUrl } from '../../../schema-form/operations';
import { translate } from '../../../validation/form';
import { useSite } from '../context';
import { FailureHints } from './FailureHints';
import { reportAutoSsl } from './follow-auto-ssl';
import { autoSslBlocker } from './hints';
import { AutoSslBadge, PROVIDER_NAMES } from './labels';

const domainOf = (row: Row) => row as unknown as UserDomain;
const failedApplication = (d: UserDomain) => d.autoSSL.enabled && (d.autoSSL.status === 'applyFailed' || d.certStatus === 'failed');

function DomainName({ value }: CellProps) {
  return (
    <Text size="sm" fw={500}>
      {String(value ?? '')}
    </Text>
  );
}

function AutoSslState({ row }: CellProps) {
  const { t } = useLingui();
  const auto = domainOf(row).autoSSL;
  return auto.enabled ? (
    <Stack gap={2} align="flex-start">
      <AutoSslBadge status={auto.status} />
      <Text size="xs" c="dimmed">
        {PROVIDER_NAMES[auto.provider]}
        {auto.verifyType === 'dns' ? ` · ${t`DNS verification`}` : ` · ${t`HTTP verification`}`}
      </Text>
    </Stack>
  ) : (
    <Text size="sm" c="dimmed">
      {t`Off`}
    </Text>
  );
}

export const AUTO_SSL_CELLS = { 'autoSsl.domain': DomainName, 'autoSsl.state': AutoSslState };

/** Applies again for these domains; the toast follows the application, and the list is read again once it settles. */
function useReapply({ list, path }: OverrideProps) {
  const afterWrite = useAfterWrite();
  const queryClient = useQueryClient();
  const apply = useUserSiteDomainApplyAutoSsl();
  const siteId = path.siteId!;
  const reapply = (targets: UserDomain[], then?: () => void) =>
    afterWrite(
      apply
        .mutateAsync({
          siteId,
          data: {
            ids: targets.map((d) => d.id),
            enabled: true,
            provider: targets[0]!.autoSSL.provider,
            // Wildcard domains can only be verified through DNS.
            ...(targets.some((d) => d.domainName.startsWith('*.')) ? { verifyType: 'dns' as const } : {}),
          },
        })
        .then(() => reportAutoSsl(siteId, targets, () => void invalidateUnder(queryClient, operationUrl(list.calls.list, { path }).url, true))),
      // The application runs on: the toast follows it, pending then issued or failed (issue 25).
      null,
      'user-siteDomain-apply-auto-ssl',
      { siteId },
      then,
    );
  return { reapply, applying: apply.isPending };
}

/** A failed application's buttons: why it failed (the hints, with Reapply), and Reapply unless the name cannot get one. */
function FailedButtons(props: OverrideProps & { row: Row }) {
  const { t } = useLingui();
  const { site } = useSite();
  const { reapply, applying } = useReapply(props);
  const [hints, setHints] = useState(false);
  const d = domainOf(props.row);
  const blocker = autoSslBlocker(d.domainName);
  return (
    <>
      <Button size="compact-sm" variant="light" color="red" aria-label={t`Why it failed: ${d.domainName}`} onClick={() => setHints(true)}>
        <Trans>Why it failed</Trans>
      </Button>
      {blocker ? (
        <Text size="xs" c="dimmed" maw={200}>
          {translate(blocker)}
        </Text>
      ) : (
        <Button size="compact-sm" variant="subtle" aria-label={t`Reapply for ${d.domainName}`} loading={applying} onClick={() => void reapply([d])}>
          <Trans>Reapply</Trans>
        </Button>
      )}
      <Modal opened={hints} onClose={() => setHints(false)} title={t`Why the application for ${d.domainName} failed`} size="lg" closeButtonProps={{ 'aria-label': t`Close` }}>
        {hints && (
          <Stack>
            <FailureHints domain={d} cname={site.cname} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setHints(false)}>
                <Trans>Close</Trans>
              </Button>
              {blocker ? null : (
                <Button loading={applying} onClick={() => void reapply([d], () => setHints(false))}>
                  <Trans>Reapply</Trans>
                </Button>
              )}
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}

/** The chosen rows whose application failed (and can be made), reapplied at once. */
function ReapplySelected(props: OverrideProps & { selected: Row[]; clear: () => void }) {
  const { reapply, applying } = useReapply(props);
  const eligible = props.selected.map(domainOf).filter((d) => failedApplication(d) && !autoSslBlocker(d.domainName));
  return (
    <Button size="xs" variant="light" disabled={eligible.length === 0} loading={applying} onClick={() => void reapply(eligible).then(props.clear)}>
      <Trans>Reapply for {eligible.length} failed</Trans>
    </Button>
  );
}

const autoSsl: ListOverride = {
  // Only a failed application has buttons.
  use: () => ({ hasActions: (row: Row) => failedApplication(domainOf(row)) }),
  row: FailedButtons,
  bulk: ReapplySelected,
};

export const AUTO_SSL_OVERRIDES: Record<string, ListOverride> = { 'user.autoSsl': autoSsl };
