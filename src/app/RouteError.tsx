import { Trans } from '@lingui/react/macro';
import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router';
import { isChunkLoadError, mayReloadForChunk, reloadForChunk } from './chunk-load';

/** How long the notice shows before the page reloads. */
const NOTICE_MS = 1500;

/**
 * The error screen of every route. A chunk that did not load (a new deployment renamed it, or the network
 * dropped it) reloads the page once with a short notice; anything else, or a second failure, offers a reload.
 */
export function RouteError() {
  const error = useRouteError();
  const [reloading] = useState(() => isChunkLoadError(error) && mayReloadForChunk());
  useEffect(() => {
    if (!reloading) return;
    const timer = setTimeout(() => reloadForChunk(), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [reloading]);
  return (
    <Center component="main" mih="100vh" p="md">
      <Stack align="center" gap="sm" maw={480} ta="center">
        {reloading ? (
          <>
            <Loader aria-hidden />
            <Title order={1} fz="h3">
              <Trans>The console has been updated</Trans>
            </Title>
            <Text role="status">
              <Trans>Reloading the page to get the new version…</Trans>
            </Text>
          </>
        ) : (
          <>
            <Title order={1} fz="h3">
              {isChunkLoadError(error) ? <Trans>This page could not be loaded</Trans> : <Trans>Something went wrong</Trans>}
            </Title>
            <Text>
              {isChunkLoadError(error) ? (
                <Trans>Check your connection, then reload the page.</Trans>
              ) : (
                <Trans>Reload the page to go on. If it happens again, tell your administrator.</Trans>
              )}
            </Text>
            <Button onClick={() => location.reload()}>
              <Trans>Reload</Trans>
            </Button>
          </>
        )}
      </Stack>
    </Center>
  );
}
