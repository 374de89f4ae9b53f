import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Loader, Paper, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { API_TOKENS_PATH } from '../api-tokens/config';
import { TokenUsage } from '../api-tokens/TokenUsage';

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
      <Paper withBorder p="md" mb="md">
        <Stack gap="xs">
          <TokenUsage />
          <Anchor component={Link} to={`/user/${API_TOKENS_PATH}`} size="sm">
            <Trans>Create and remove tokens in API tokens.</Trans>
          </Anchor>
        </Stack>
      </Paper>
      <Paper withBorder p="xs">
        <Suspense fallback={<Loader aria-label={t`Loading`} m="md" />}>
          <Reference />
        </Suspense>
      </Paper>
    </>
  );
}
