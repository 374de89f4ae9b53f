// A domain's origins in a list cell: the first as host:port (IPv6 in brackets), and how many more. The site's Domains
// tab and the client's Domains screen both show it.
import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { Mono } from '../../../components/CellText';

export function OriginsCell({ origins }: { origins: readonly { host: string; port: number }[] }) {
  const { t } = useLingui();
  const first = origins[0];
  if (!first) return '—';
  return (
    <Mono>
      {first.host.includes(':') ? `[${first.host}]` : first.host}:{first.port}
      {origins.length > 1 && (
        <Text span size="xs" c="dimmed" ff="var(--mantine-font-family)">
          {' '}
          {t`+${origins.length - 1} more`}
        </Text>
      )}
    </Mono>
  );
}
