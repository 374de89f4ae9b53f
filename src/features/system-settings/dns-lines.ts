// The DNS provider's resolution lines, named in the console's language: the transport sends it as Accept-Language
// (zh-TW when none is set), and the query is kept per language so a language switch asks again.
import { useLingui } from '@lingui/react/macro';
import { getClientDnsListLinesQueryKey, useClientDnsListLines } from '../../api/generated/hooks/dns/dns';

export function useDnsLines() {
  const { i18n } = useLingui();
  const lines = useClientDnsListLines({ query: { queryKey: [...getClientDnsListLinesQueryKey(), i18n.locale], staleTime: 10 * 60_000 } });
  const names = new Map((lines.data?.data ?? []).map((line) => [line.id, line.name]));
  return { lines, names };
}
