import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Loader, Paper } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { PageHeader } from '../../../components/PageHeader';

// The reference renderer and the contract load only when this page is opened.
const Reference = lazy(() => import('./ApiReference'));

/** userManagement/apiDoc: the API reference of the contract, for customers automating with API tokens. */
export function Component() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={<Trans>API documentation</Trans>}
        description={<Trans>Every call of the Parapet API. Authenticate with an API token from API token settings.</Trans>}
      />
      <Alert color="blue" variant="light" mb="md">
        <Trans>This reference is read-only: calls are not sent from this page.</Trans>
      </Alert>
      <Paper withBorder p="xs">
        <Suspense fallback={<Loader aria-label={t`Loading`} m="md" />}>
          <Reference />
        </Suspense>
      </Paper>
    </>
  );
}
