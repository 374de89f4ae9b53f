// Custom headers (spec 7, "Modules": custom header modules with and without paging; headers under
// module/customHeader/{moduleId}/headers). A header name appears once in a module: the server refuses a
// duplicate with 10102502, shown next to the name (spec 8: not as a message). The lists are
// forms/user/lists/custom-headers.list.json and custom-header-items.list.json; what is particular here is
// the headers one domain adds now.
import { Trans, useLingui } from '@lingui/react/macro';
import { Code, Text } from '@mantine/core';
import modulesList from '../../../../forms/user/lists/custom-headers.list.json';
import { useUserSiteDomainListCustomHeaders } from '../../../api/generated/hooks/site-domain/site-domain';
import { defineList } from '../../../kit/lists/descriptor';
import { DataTable } from '../../../kit/DataTable';
import { useSite } from '../context';
import { listTab } from '../lists';
import { OneDomain } from './OneDomain';

export default listTab(defineList(modulesList), DomainHeaders);

/** The headers one domain adds now, from the module it uses (GET domain/{domainId}/customHeaders). */
function DomainHeaders() {
  const { t } = useLingui();
  return (
    <OneDomain title={t`Headers of one domain`} failed={t`The headers could not be loaded.`} useAnswer={useDomainHeaders}>
      {(rows) =>
        rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>This domain adds no custom header.</Trans>
          </Text>
        ) : (
          <DataTable
            withTableBorder
            aria-label={t`Headers the domain adds`}
            rows={rows}
            rowKey={(h) => h.name}
            columns={[
              { header: <Trans>Header name</Trans>, cell: (h) => <Code>{h.name}</Code> },
              { header: <Trans>Value</Trans>, cell: (h) => h.value, style: { wordBreak: 'break-all' } },
              { header: <Trans>Module</Trans>, cell: (h) => h.moduleName },
            ]}
          />
        )
      }
    </OneDomain>
  );
}

function useDomainHeaders(domainId: number | null) {
  const { siteId } = useSite();
  return useUserSiteDomainListCustomHeaders(siteId, Number(domainId), { query: { enabled: domainId !== null, select: (answer) => answer.data ?? [] } });
}
