import { Trans } from '@lingui/react/macro';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';

const REDIRECT_SECONDS = 5;

/** /404 shows the page; an unknown path shows it and then goes to /. */
export function Component() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const unknownPath = pathname !== '/404';
  const [left, setLeft] = useState(REDIRECT_SECONDS);
  useEffect(() => {
    if (!unknownPath) return;
    if (left <= 0) {
      navigate('/', { replace: true });
      return;
    }
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, navigate, unknownPath]);
  return (
    <Center component="main" mih="100vh" p="md">
      <Stack align="center" gap="sm">
        <Title order={1}>404</Title>
        <Text size="lg">
          <Trans>This page does not exist.</Trans>
        </Text>
        {unknownPath && (
          <Text c="dimmed" aria-live="polite">
            <Trans>Going to the start page in {left} seconds.</Trans>
          </Text>
        )}
        <Button component={Link} to="/" replace>
          <Trans>Go to the start page</Trans>
        </Button>
      </Stack>
    </Center>
  );
}
