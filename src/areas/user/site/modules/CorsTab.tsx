// CORS (spec 7, "Modules": cors(es) GET/POST/PUT/DELETE {ids}, a domain's CORS settings; binding with corsID).
// Each module is one rule: allowed origins (* or one value starting with {host}), methods, headers,
// credentials and the preflight max-age (1-86400 s). The list is forms/user/lists/cors.list.json; what is
// particular here is the CORS one domain applies now.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Loader, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import corsList from '../../../../../forms/user/lists/cors.list.json';
import { useUserCorsGetDomainCors } from '../../../../api/generated/hooks/cors/cors';
import type { ListDescriptor } from '../../../../kit/lists/descriptor';
import { useSite } from '../context';
import { listTab } from '../lists';
import { useSiteDomains } from './data';
import { explainCors } from './explain';

export default listTab(corsList as ListDescriptor, DomainCors);

/** The CORS policy one domain applies now (GET domain/{domainId}/cors). */
function DomainCors() {
  const { t } = useLingui();
  const { siteId } = useSite();
  const { domains } = useSiteDomains();
  const [domainId, setDomainId] = useState<string | null>(null);
  const current = useUserCorsGetDomainCors(siteId, Number(domainId), { query: { enabled: domainId !== null } });
  const module = current.data?.data ?? null;
  return (
    <Card withBorder radius="md" padding="lg" mt="lg" component="section" aria-label={t`CORS of one domain`}>
      <Stack gap="sm">
        <Text fw={600}>
          <Trans>CORS of one domain</Trans>
        </Text>
        <Select
          label={t`Domain`}
          placeholder={t`Choose a domain`}
          searchable
          w={360}
          data={domains.map((d) => ({ value: String(d.id), label: d.domainName }))}
          value={domainId}
          onChange={setDomainId}
          nothingFoundMessage={t`No domain matches.`}
        />
        {domainId !== null &&
          (current.isPending ? (
            <Loader size="sm" aria-label={t`Loading`} />
          ) : current.isError ? (
            <Alert color="red" variant="light" title={t`The CORS settings could not be loaded.`}>
              <Button size="xs" variant="light" onClick={() => void current.refetch()}>
                <Trans>Try again</Trans>
              </Button>
            </Alert>
          ) : module ? (
            <Alert color="blue" variant="light" title={t`Uses ${module.name}`}>
              {explainCors(module)}
            </Alert>
          ) : (
            <Text size="sm" c="dimmed">
              <Trans>This domain uses no CORS module: browsers refuse calls to it from other sites' pages.</Trans>
            </Text>
          ))}
      </Stack>
    </Card>
  );
}
