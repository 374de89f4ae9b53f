// CORS (spec 7, "Modules": cors(es) GET/POST/PUT/DELETE {ids}, a domain's CORS settings; binding with corsID).
// Each module is one rule: allowed origins (* or one value starting with {host}), methods, headers,
// credentials and the preflight max-age (1-86400 s). The list is forms/user/lists/cors.list.json; what is
// particular here is the CORS one domain applies now.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Text } from '@mantine/core';
import corsList from '../../../../forms/user/lists/cors.list.json';
import { useUserCorsGetDomainCors } from '../../../api/generated/hooks/cors/cors';
import { defineList } from '../../../kit/lists/descriptor';
import { useSite } from '../context';
import { listTab } from '../lists';
import { explainCors } from './explain';
import { OneDomain } from './OneDomain';

export default listTab(defineList(corsList), DomainCors);

/** The CORS policy one domain applies now (GET domain/{domainId}/cors). */
function DomainCors() {
  const { t } = useLingui();
  return (
    <OneDomain title={t`CORS of one domain`} failed={t`The CORS settings could not be loaded.`} useAnswer={useDomainCors}>
      {(module) =>
        module ? (
          <Alert color="blue" variant="light" title={t`Uses ${module.name}`}>
            {explainCors(module)}
          </Alert>
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>This domain uses no CORS module: browsers refuse calls to it from other sites' pages.</Trans>
          </Text>
        )
      }
    </OneDomain>
  );
}

function useDomainCors(domainId: number | null) {
  const { siteId } = useSite();
  return useUserCorsGetDomainCors(siteId, Number(domainId), { query: { enabled: domainId !== null, select: (answer) => answer.data ?? null } });
}
