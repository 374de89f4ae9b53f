// userManagement/logOperation (all three consoles): who did what and when, through which switched (proxy) session,
// with the request id, method and URL; the filters of spec 3 (account name, time range, method, proxy name, request
// id, URL) and paging; a row opens the request's details. The list is a list descriptor
// (forms/common/lists/audit-log.list.json: a search by POST with a time range, `searchBody` and a `range` filter).
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Code, Table, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { AuditLog } from '../../api/generated/model';
import { useCan } from '../../api/permissions';
import { useArea } from '../../services/use-area';
import { PageHeader } from '../../components/PageHeader';
import { UserText } from '../../components/UserText';
import { RuleList } from '../../kit/lists/RuleList';
import { type ListScope, ListScopeContext } from '../../kit/lists/scope';
import { AUDIT_CONFIG } from './config';
import { AUDIT_LIST, AUDIT_LIST_PARTS, AuditResult, type AuditRow, AuditShownContext } from './lists';
import { formatDateTime } from '../../i18n/format';
import { Modal } from '../../components/dialog-mount';

const NO_DOMAINS: ReadonlyMap<number, string> = new Map();

export function Component() {
  const { t, i18n } = useLingui();
  const area = useArea();
  const config = AUDIT_CONFIG[area];
  const can = useCan(config.operation);
  const [shown, setShown] = useState<AuditRow | null>(null);
  const scope = useMemo<ListScope>(() => ({ ...AUDIT_LIST_PARTS, path: {}, placeName: '', domainNames: NO_DOMAINS }), []);
  const when = (value: string) => formatDateTime(value, i18n.locale);

  return (
    <>
      <PageHeader title={<Trans>Audit log</Trans>} description={<Trans>Who did what in this console, and when. Open a row's URL to see the request's details.</Trans>} />
      {!can.allowed && can.reason ? (
        <Alert color="orange" title={t`You cannot see the audit log`}>
          {can.reason}
        </Alert>
      ) : (
        <ListScopeContext.Provider value={scope}>
          <AuditShownContext.Provider value={setShown}>
            <RuleList list={AUDIT_LIST} />
          </AuditShownContext.Provider>
        </ListScopeContext.Provider>
      )}
      <Modal opened={shown !== null} onClose={() => setShown(null)} title={t`Request details`} size="lg" closeButtonProps={{ 'aria-label': t`Close` }}>
        {shown && (
          <Table variant="vertical" withTableBorder>
            <Table.Tbody>
              <Detail label={t`Time`} value={when(shown.createdAt)} />
              <Detail label={t`Account`} value={shown.accountName} />
              <Detail label={t`Switched in by`} value={shown.proxyName ?? t`Nobody (the account itself)`} />
              <Detail label={t`Method`} value={shown.method} mono />
              <Detail label={t`URL`} value={shown.url} mono />
              <Detail label={t`Request ID`} value={shown.reqID ?? ''} mono />
              <Detail label={t`IP address`} value={shown.ip ?? ''} mono />
              <Table.Tr>
                <Table.Th w={160}>{t`Result`}</Table.Th>
                <Table.Td>
                  <AuditResult row={shown} />{' '}
                  {!config.statusIsCode && (
                    <Text span size="sm" c="dimmed">
                      {t`HTTP ${(shown as AuditLog).status}`}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        )}
      </Modal>
    </>
  );
}

function Detail({ label, value, mono }: { label: string; value: string; mono?: boolean }) {
  return (
    <Table.Tr>
      <Table.Th w={160}>{label}</Table.Th>
      <Table.Td>{mono ? <Code style={{ wordBreak: 'break-all' }}>{value}</Code> : <UserText value={value} />}</Table.Td>
    </Table.Tr>
  );
}
