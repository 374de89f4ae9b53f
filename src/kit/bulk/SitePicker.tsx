// Issue 28: the sites a bulk change goes to, picked from the console's sites list call: by name, tag and product (and
// customer in the client console), a page at a time; "Select all matching" walks every page of the list call with the
// same filters, not only the page on screen.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, Loader, MultiSelect, Pagination, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { ClientSite, UserProduct, UserSite } from '../../api/generated/model';
import { callOperation } from '../../schema-form/operations';
import { TableHead } from '../../components/TableHead';

export type PickerArea = 'user' | 'client';
export interface PickedSite {
  id: number;
  siteName: string;
}

type ListedSite = Pick<UserSite, 'id' | 'siteName' | 'tags' | 'productName'> & { users: { accountName: string; isRoot?: boolean }[] };

const PAGE = 20;
/** Rows a call while selecting every matching site. */
const WALK = 500;

interface Filters {
  siteName: string;
  tags: string[];
  product: string | null;
  customer: string | null;
}

const CALLS = {
  user: { sites: 'user-site-list-sites', tags: 'user-site-list-tags', products: 'user-product-list-products' },
  client: { sites: 'client-site-list-sites', tags: 'client-site-list-tags', products: 'client-product-list-products' },
} as const;

/** The list call's query for the filters (the product by id for the end user, by name for the client). */
function queryOf(area: PickerArea, filters: Filters, page: number, pageSize: number) {
  return {
    page,
    pageSize,
    siteName: filters.siteName.trim() || undefined,
    tags: filters.tags.length ? filters.tags.join(',') : undefined,
    ...(area === 'user' ? { productID: filters.product ? Number(filters.product) : undefined } : { productName: filters.product ?? undefined }),
  };
}

const customerOf = (site: ListedSite) => (site.users.find((u) => u.isRoot) ?? site.users[0])?.accountName ?? '';

/** Every site matching the filters, page after page of the list call. */
export async function allMatching(area: PickerArea, filters: Filters, exclude?: number): Promise<PickedSite[]> {
  const out: PickedSite[] = [];
  for (let page = 1; ; page++) {
    const answer = await callOperation<{ data: ListedSite[]; total: number }>(CALLS[area].sites, { query: queryOf(area, filters, page, WALK) });
    for (const site of answer.data) {
      if (site.id !== exclude && (!filters.customer || customerOf(site) === filters.customer)) out.push({ id: site.id, siteName: site.siteName });
    }
    if (answer.data.length < WALK || page * WALK >= answer.total) break;
  }
  return out;
}

export function SitePicker({
  area,
  exclude,
  picked,
  onChange,
  refusal,
}: {
  area: PickerArea;
  /** The site the change comes from (not offered). */
  exclude?: number;
  picked: Map<number, string>;
  onChange: (picked: Map<number, string>) => void;
  /** Why the role may not write a site, or null. */
  refusal: (siteId: number) => string | null;
}) {
  const { t } = useLingui();
  const [filters, setFilters] = useState<Filters>({ siteName: '', tags: [], product: null, customer: null });
  const [debouncedName] = useDebouncedValue(filters.siteName, 250);
  const [page, setPage] = useState(1);
  const [walking, setWalking] = useState(false);
  const calls = CALLS[area];
  const shownFilters = { ...filters, siteName: debouncedName };
  // The client's list has no customer filter: with one chosen, every matching site is read and paged here.
  const local = area === 'client' && filters.customer !== null;
  const sites = useQuery({
    queryKey: ['bulk-sites', area, shownFilters, local ? 0 : page],
    queryFn: async () => {
      if (!local) return callOperation<{ data: ListedSite[]; total: number }>(calls.sites, { query: queryOf(area, shownFilters, page, PAGE) });
      const all = await allMatching(area, shownFilters);
      return { data: all as unknown as ListedSite[], total: all.length };
    },
    placeholderData: keepPreviousData,
  });
  const tags = useQuery({ queryKey: ['bulk-tags', area], queryFn: () => callOperation<{ data: string[] }>(calls.tags) });
  const products = useQuery({
    queryKey: ['bulk-products', area],
    queryFn: () => callOperation<{ data: UserProduct[] }>(calls.products, { query: { page: 1, pageSize: 100 } }),
  });
  const customers = useQuery({
    queryKey: ['bulk-customers'],
    enabled: area === 'client',
    queryFn: async () => {
      const answer = await callOperation<{ data: ClientSite[] }>(calls.sites, { query: { page: 1, pageSize: 5000 } });
      return [...new Set(answer.data.map((site) => customerOf(site as unknown as ListedSite)).filter(Boolean))].sort();
    },
  });
  const rows = useMemo(() => {
    const data = (sites.data?.data ?? []).filter((site) => site.id !== exclude);
    return local ? data.slice((page - 1) * PAGE, page * PAGE) : data;
  }, [sites.data, exclude, local, page]);
  const total = sites.data?.total ?? 0;
  const set = (patch: Partial<Filters>) => {
    setFilters((now) => ({ ...now, ...patch }));
    setPage(1);
  };
  const toggle = (site: PickedSite, on: boolean) => {
    const next = new Map(picked);
    if (on) next.set(site.id, site.siteName);
    else next.delete(site.id);
    onChange(next);
  };
  const pageAll = rows.length > 0 && rows.every((site) => picked.has(site.id));
  const selectAll = async () => {
    setWalking(true);
    try {
      const next = new Map(picked);
      for (const site of await allMatching(area, shownFilters, exclude)) next.set(site.id, site.siteName);
      onChange(next);
    } finally {
      setWalking(false);
    }
  };

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput label={t`Site name`} placeholder={t`Part of the name`} value={filters.siteName} onChange={(e) => set({ siteName: e.currentTarget.value })} w={200} />
        <MultiSelect label={t`Tags`} data={tags.data?.data ?? []} value={filters.tags} onChange={(value) => set({ tags: value })} searchable clearable w={200} />
        <Select
          label={t`Product`}
          data={(products.data?.data ?? []).map((p) => ({ value: area === 'user' ? String(p.id) : p.productName, label: p.productName }))}
          value={filters.product}
          onChange={(value) => set({ product: value })}
          clearable
          w={200}
        />
        {area === 'client' && (
          <Select label={t`Customer`} data={customers.data ?? []} value={filters.customer} onChange={(value) => set({ customer: value })} searchable clearable w={200} />
        )}
      </Group>
      <Group gap="sm">
        <Button variant="light" size="xs" onClick={() => void selectAll()} loading={walking} disabled={total === 0}>
          {plural(total, { one: 'Select the # matching site', other: 'Select all # matching sites' })}
        </Button>
        <Button variant="subtle" size="xs" onClick={() => onChange(new Map())} disabled={picked.size === 0}>
          <Trans>Clear the selection</Trans>
        </Button>
        <Text size="sm" aria-live="polite">
          {plural(picked.size, { one: '# site selected', other: '# sites selected' })}
        </Text>
      </Group>
      {sites.isPending ? (
        <Loader size="sm" aria-label={t`Loading`} />
      ) : (
        <Table aria-label={t`Sites to apply to`} withTableBorder striped>
          <TableHead
            columns={[
              {
                w: 40,
                label: (
                  <Checkbox
                    aria-label={t`Select the sites of this page`}
                    checked={pageAll}
                    indeterminate={!pageAll && rows.some((site) => picked.has(site.id))}
                    onChange={(e) => {
                      const next = new Map(picked);
                      for (const site of rows) {
                        if (e.currentTarget.checked) next.set(site.id, site.siteName);
                        else next.delete(site.id);
                      }
                      onChange(next);
                    }}
                  />
                ),
              },
              t`Site`,
              t`Tags`,
              area === 'client' ? t`Customer` : t`Product`,
              t`Your role`,
            ]}
          />
          <Table.Tbody>
            {rows.map((site) => {
              const refused = refusal(site.id);
              return (
                <Table.Tr key={site.id}>
                  <Table.Td>
                    <Checkbox aria-label={t`Select ${site.siteName}`} checked={picked.has(site.id)} onChange={(e) => toggle(site, e.currentTarget.checked)} />
                  </Table.Td>
                  <Table.Td>{site.siteName}</Table.Td>
                  <Table.Td>{site.tags?.join(', ')}</Table.Td>
                  <Table.Td>{area === 'client' ? customerOf(site) : site.productName}</Table.Td>
                  <Table.Td>
                    <Text size="sm" c={refused ? 'orange' : 'dimmed'}>
                      {refused ?? t`May change it`}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      {total > PAGE && <Pagination total={Math.ceil(total / PAGE)} value={page} onChange={setPage} size="sm" aria-label={t`Pages of sites`} />}
    </Stack>
  );
}
