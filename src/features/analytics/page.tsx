// The frame of a filtered analytics screen (statistics, security analysis, layer-4 attacks): its heading, the
// filter card (scope and range) and the figures for the resulting query base, or a line saying that the filters
// leave nothing to show.
import { Trans } from '@lingui/react/macro';
import { Card, Stack, Text } from '@mantine/core';
import { type ReactNode } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { EMPTY_SCOPE, periodOfState, RangePicker, type Scope, ScopeFilters, useScopeBase } from './filters';
import { useAddressFilters } from './address';
import type { RangeId } from './range';
import type { Base } from './widgets';

export interface FilteredPageProps {
  title: ReactNode;
  description: ReactNode;
  /** The relative ranges offered (a custom range is always offered too) and the one chosen first. */
  ranges: Exclude<RangeId, 'custom'>[];
  initialRange: Exclude<RangeId, 'custom'>;
  /** The scope chosen first (e.g. layer-4 sites). */
  initialScope?: Scope;
  /** Domain tag and domain filters (the layer-4 queries take sites only). */
  domains?: boolean;
  siteTypes?: boolean;
  /** Filters of the screen's own, shown in the filter card under the scope and range (e.g. layer-4 protocols). */
  extraFilters?: ReactNode;
  children: (base: Base) => ReactNode;
}

export function FilteredPage({ title, description, ranges, initialRange, initialScope = EMPTY_SCOPE, domains = true, siteTypes = true, extraFilters, children }: FilteredPageProps) {
  const { scope, setScope, range, setRange } = useAddressFilters(ranges, initialRange, initialScope);
  const { base, nothing } = useScopeBase(scope, periodOfState(range), domains);
  return (
    <>
      <PageHeader title={title} description={description} />
      <Card withBorder padding="md" mb="md">
        <Stack gap="sm">
          <ScopeFilters value={scope} onChange={setScope} domains={domains} siteTypes={siteTypes} />
          <RangePicker value={range} onChange={setRange} ranges={ranges} />
          {extraFilters}
        </Stack>
      </Card>
      {nothing ? (
        <Text c="dimmed" data-testid="analytics-nothing">
          <Trans>No site matches these filters.</Trans>
        </Text>
      ) : (
        <Stack gap="md">{children(base)}</Stack>
      )}
    </>
  );
}
