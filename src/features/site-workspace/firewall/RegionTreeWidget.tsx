// The regions of a region rule, picked from the region tree (continent > country > city) with a search.
// Choosing a continent or a country covers what is inside it, so the regions below show as included. Names typed or
// pasted ("Russia, North Korea") are looked up with GET firewall/geos (`names`) and chosen at once; the names no
// region answers to are said.
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Alert, Box, Button, Checkbox, Group, Input, Loader, Pill, Text, TextInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { userFirewallListGeosByName, useUserFirewallListGeoips } from '../../../api/generated/hooks/firewall/firewall';
import type { RegionNode } from '../../../api/generated/model';
import { coveredBy, indexRegions, regionName, regionNamesOf, searchRegions, unmatchedNames, withRegions } from './regions';

const EMPTY: RegionNode[] = [];

export function RegionTreeWidget({ id, value, onChange, label, required, disabled, readonly, rawErrors, schema }: WidgetProps) {
  const { t, i18n } = useLingui();
  const geo = useUserFirewallListGeoips();
  const tree = geo.data?.data ?? EMPTY;
  const index = useMemo(() => indexRegions(tree), [tree]);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const chosenList: number[] = Array.isArray(value) ? (value as number[]) : [];
  const chosen = new Set(chosenList);
  const name = (node: RegionNode) => regionName(node, i18n);
  const shown = searchRegions(index, query, name);
  const locked = disabled || readonly;
  const [namesText, setNamesText] = useState('');
  const [notFound, setNotFound] = useState<string[]>([]);
  const unknownNames = notFound.join(', ');
  const byName = useMutation({
    mutationFn: (names: string[]) => userFirewallListGeosByName({ names }),
    onSuccess: (answer, names) => {
      onChange(withRegions(index, chosenList, answer.data.map((node) => node.id)));
      setNotFound(unmatchedNames(names, answer.data));
      setNamesText('');
    },
  });
  const lookUp = () => {
    const names = regionNamesOf(namesText);
    if (names.length) byName.mutate(names);
  };

  const choose = (node: RegionNode, on: boolean) => {
    if (!on) return onChange(chosenList.filter((x) => x !== node.id));
    // A region covers what is inside it: drop the chosen regions below it.
    const inside = (x: number) => coveredBy(index, new Set([node.id]), x) !== undefined;
    onChange([...chosenList.filter((x) => !inside(x)), node.id]);
  };
  const toggle = (nodeId: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(nodeId)) next.delete(nodeId);
      else next.add(nodeId);
      return next;
    });

  const renderNodes = (nodes: readonly RegionNode[], depth: number) => (
    <Box component="ul" m={0} p={0} pl={depth === 0 ? 0 : 26} style={{ listStyle: 'none' }}>
      {nodes
        .filter((node) => !shown || shown.has(node.id))
        .map((node) => {
          const children = node.children ?? [];
          const expanded = children.length > 0 && (shown !== null || open.has(node.id));
          const regionLabel = name(node);
          const cover = coveredBy(index, chosen, node.id);
          return (
            <li key={node.id}>
              <Group gap={6} wrap="nowrap" py={3}>
                {children.length > 0 ? (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="sm"
                    aria-expanded={expanded}
                    aria-label={expanded ? t`Hide the regions in ${regionLabel}` : t`Show the regions in ${regionLabel}`}
                    onClick={() => toggle(node.id)}
                    disabled={shown !== null}
                  >
                    <span aria-hidden="true">{expanded ? '▾' : '▸'}</span>
                  </ActionIcon>
                ) : (
                  <Box w={22} />
                )}
                <Checkbox
                  label={regionLabel}
                  checked={chosen.has(node.id) || cover !== undefined}
                  disabled={locked || cover !== undefined}
                  onChange={(event) => choose(node, event.currentTarget.checked)}
                />
                <Text size="xs" c="dimmed" ff="monospace">
                  {node.code}
                </Text>
                {cover !== undefined && (
                  <Text size="xs" c="dimmed">
                    <Trans>included in {name(index.byId.get(cover)!)}</Trans>
                  </Text>
                )}
              </Group>
              {expanded && renderNodes(children, depth + 1)}
            </li>
          );
        })}
    </Box>
  );

  let body;
  if (geo.isPending) body = <Loader size="sm" aria-label={t`Loading`} />;
  else if (geo.isError) {
    body = (
      <Alert color="red" variant="light" title={t`The regions could not be loaded.`}>
        <Button size="xs" variant="light" onClick={() => void geo.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  } else {
    body = (
      <>
        <TextInput
          aria-label={t`Search regions`}
          placeholder={t`Search regions, such as Japan or Tokyo`}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          mb="xs"
        />
        {!locked && (
          <Box mb="xs">
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                flex={1}
                label={t`Choose by name`}
                description={t`Country or city names in English, or codes, separated by commas (for example Russia, North Korea).`}
                value={namesText}
                onChange={(event) => setNamesText(event.currentTarget.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    lookUp();
                  }
                }}
                error={byName.isError ? t`The names could not be looked up.` : undefined}
              />
              <Button variant="light" onClick={lookUp} loading={byName.isPending} disabled={!regionNamesOf(namesText).length}>
                <Trans>Choose</Trans>
              </Button>
            </Group>
            {notFound.length > 0 && (
              <Text size="sm" c="orange.8" mt={4} aria-live="polite">
                <Trans>No region is named {unknownNames}.</Trans>
              </Text>
            )}
          </Box>
        )}
        <Box
          role="group"
          aria-label={t`Region tree`}
          mah={280}
          p="xs"
          style={{ overflow: 'auto', border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-sm)' }}
        >
          {shown !== null && shown.size === 0 ? (
            <Text size="sm" c="dimmed">
              <Trans>No region matches this search.</Trans>
            </Text>
          ) : (
            renderNodes(tree, 0)
          )}
        </Box>
      </>
    );
  }

  return (
    <Input.Wrapper
      id={id}
      labelElement="div"
      label={label}
      required={required}
      description={schema.description}
      error={rawErrors && rawErrors.length > 0 ? rawErrors.join('\n') : undefined}
    >
      <Box mt={6}>
        <Group gap={6} mb="xs" aria-live="polite" role="list" aria-label={t`Chosen regions`}>
          {chosenList.length === 0 ? (
            <Text size="sm" c="dimmed" role="listitem">
              <Trans>No region chosen yet.</Trans>
            </Text>
          ) : (
            chosenList.map((regionId) => {
              const node = index.byId.get(regionId);
              const regionLabel = node ? name(node) : `#${regionId}`;
              return (
                <Pill
                  key={regionId}
                  role="listitem"
                  withRemoveButton={!locked}
                  onRemove={() => onChange(chosenList.filter((x) => x !== regionId))}
                  removeButtonProps={{ 'aria-label': t`Remove ${regionLabel}`, 'aria-hidden': false, tabIndex: 0 }}
                >
                  {regionLabel}
                </Pill>
              );
            })
          )}
        </Group>
        {body}
      </Box>
    </Input.Wrapper>
  );
}
