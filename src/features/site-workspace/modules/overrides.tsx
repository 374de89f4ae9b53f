// What is particular to the module lists (by name in the list descriptors' `override`).
import { Code, Group, Stack, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { Cell, ListOverride } from '../../../kit/lists/scope';
import { SITE_HEADER_OVERRIDES } from './site-header-parts';
import { URL_REDIRECT_OVERRIDES } from './url-redirect-parts';

export const MODULE_OVERRIDES: Record<string, ListOverride> = { ...URL_REDIRECT_OVERRIDES, ...SITE_HEADER_OVERRIDES };

/** A proxy rewrite rule: the URI expression, the address asked of the origin, and its Host. */
const ProxyRewriteRule: Cell = ({ row }) => (
  <Stack gap={2} style={{ minWidth: 0 }}>
    <Group gap={6} wrap="wrap">
      <Code style={{ wordBreak: 'break-all' }}>{String(row.regex)}</Code>
      <Text span size="sm" c="dimmed" aria-hidden="true">
        →
      </Text>
      <Code style={{ wordBreak: 'break-all' }}>{String(row.replacement)}</Code>
    </Group>
    {typeof row.host === 'string' && row.host && (
      <Text size="xs" c="dimmed">
        <Trans>Host: {String(row.host)}</Trans>
      </Text>
    )}
  </Stack>
);

export const MODULE_CELLS: Record<string, Cell> = { proxyRewriteRule: ProxyRewriteRule };
