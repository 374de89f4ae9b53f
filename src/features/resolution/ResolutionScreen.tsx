// Resolution (spec 2, nodeManage/resolutionTitle): the DNS side of the network. Which nodes are published in DNS
// (their DNS status, refreshed while visible) and the record changes the DNS provider has not accepted yet, sent
// again on demand (decision in docs/decisions.md). Both are list descriptors (forms/client/lists/dns-unprocessed|node-dns.list.json)
// read again every 5 s (`refreshEvery`, spec 9's node list), shown with the kit's cells only.
import { Trans, useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { defineList } from '../../kit/lists/descriptor';
import { RuleList } from '../../kit/lists/RuleList';
import type { ListScope } from '../../kit/lists/scope';
import { ListScopeContext } from '../../kit/lists/scope';
import unprocessedJson from '../../../forms/client/lists/dns-unprocessed.list.json';
import nodeDnsJson from '../../../forms/client/lists/node-dns.list.json';
import { listParts } from '../../kit/lists/list-parts';

const UNPROCESSED = defineList(unprocessedJson);
const NODE_DNS = defineList(nodeDnsJson);

const PARTS = listParts();
const NO_DOMAINS: ReadonlyMap<number, string> = new Map();

export function Component() {
  const { t } = useLingui();
  const placeName = t`Resolution`;
  const scope = useMemo<ListScope>(() => ({ ...PARTS, path: {}, placeName, domainNames: NO_DOMAINS }), [placeName]);
  return (
    <>
      <PageHeader title={<Trans>Resolution</Trans>} description={<Trans>Which nodes are published in DNS, and the record changes the DNS provider has not accepted yet.</Trans>} />
      <ListScopeContext.Provider value={scope}>
        <Stack gap="xl">
          <div>
            <RuleList list={UNPROCESSED} />
          </div>
          <div>
            <RuleList list={NODE_DNS} />
          </div>
        </Stack>
      </ListScopeContext.Provider>
    </>
  );
}
