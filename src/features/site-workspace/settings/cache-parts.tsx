// What is particular to the cache rule list (forms/user/lists/cache-rules.list.json): a rule is named by what
// it matches (its file types or its path), and a cache time of 0 means no caching.
import { Trans } from '@lingui/react/macro';
import { Badge, Code, Group, Text } from '@mantine/core';
import { FORMS } from '../../../kit/lists/found';
import type { Cell, ListOverride, Row } from '../../../kit/lists/scope';
import { duration } from '../modules/words';
import { choiceLabel } from './labels';

const form = () => FORMS.get('user.site.cacheRule');

/** What a rule matches, as one line of text (names the row for screen readers). */
export const ruleTarget = (rule: Row) => (rule.type === 'fileType' ? ((rule.fileTypes as string[] | undefined) ?? []).join(', ') : String(rule.url ?? ''));

const CacheTarget: Cell = ({ row }) => (
  <Group gap="xs" wrap="nowrap" align="flex-start">
    <Badge variant="light" color={row.type === 'fileType' ? 'blue' : 'grape'} tt="none" miw="max-content">
      {choiceLabel(form(), 'type', row.type)}
    </Badge>
    <Code style={{ whiteSpace: 'normal', wordBreak: 'break-word' }}>{ruleTarget(row)}</Code>
  </Group>
);

const CacheTime: Cell = ({ value }) =>
  value === 0 ? (
    <Badge variant="light" color="gray" tt="none">
      <Trans>No caching</Trans>
    </Badge>
  ) : (
    <Text size="sm">{typeof value === 'number' ? duration(value) : ''}</Text>
  );

export const CACHE_CELLS: Record<string, Cell> = { cacheTarget: CacheTarget, cacheTime: CacheTime };

export const CACHE_OVERRIDES: Record<string, ListOverride> = { cacheRules: { use: () => ({ rowName: ruleTarget }) } };
