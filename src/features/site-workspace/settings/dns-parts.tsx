// What is particular to the site DNS list (forms/user/lists/site-dns.list.json): the domains whose origins
// resolve through a record, counted in its row and listed in a dialog.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, List, Stack, Text } from '@mantine/core';
import { Modal } from '../../../components/leave-guard/GuardedModal';
import { useState } from 'react';
import { useUserSiteDnsListDomains } from '../../../api/generated/hooks/site-dns/site-dns';
import { Loaded } from '../../../kit/Loaded';
import type { Cell, Row } from '../../../kit/lists/scope';
import { useSite } from '../context';

const DnsDomains: Cell = ({ row, value }) => {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const host = String(row.name);
  const count = typeof value === 'number' ? value : 0;
  return (
    <>
      <Button size="compact-sm" variant="subtle" aria-label={t`Domains using ${host}: ${count}`} onClick={() => setOpen(true)}>
        {count}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t`Domains using ${host}`} closeButtonProps={{ 'aria-label': t`Close` }}>
        {open && <RecordDomains record={row} />}
      </Modal>
    </>
  );
};

function RecordDomains({ record }: { record: Row }) {
  const { t } = useLingui();
  const { siteId } = useSite();
  const domains = useUserSiteDnsListDomains(siteId, record.id);
  const host = String(record.name);
  return (
    <Loaded query={domains} size="sm" failed={t`The domains could not be loaded.`}>
      {({ data: rows }) =>
        rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>No domain of this site has an origin at {host} yet.</Trans>
          </Text>
        ) : (
          <Stack gap="xs">
            <Text size="sm">
              <Trans>The origins of these domains are reached through this record:</Trans>
            </Text>
            <List aria-label={t`Domains using ${host}`}>
              {rows.map((domain) => (
                <List.Item key={domain.id}>{domain.domainName}</List.Item>
              ))}
            </List>
          </Stack>
        )
      }
    </Loaded>
  );
}

export const DNS_CELLS: Record<string, Cell> = { dnsDomains: DnsDomains };
