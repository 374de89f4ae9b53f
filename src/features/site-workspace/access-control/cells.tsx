// How an access rule shows in its module's ordered list: its name and what it does, then what it matches.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, Code, Group, Stack, Text } from '@mantine/core';
import type { LuaAclRule } from '../../../api/generated/model';
import type { Cell } from '../../../kit/lists/scope';
import { BLOCK_TYPES } from '../advanced-firewall/kit/labels';
import { methodWords } from './explain';

const AclRule: Cell = ({ row }) => {
  const { t, i18n } = useLingui();
  const rule = row as unknown as LuaAclRule;
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={500}>
          {rule.name}
        </Text>
        <Badge size="sm" variant="light" color={BLOCK_TYPES[rule.blockType].color} miw="max-content">
          {i18n._(BLOCK_TYPES[rule.blockType].label)}
        </Badge>
      </Group>
      <Group gap="xs" wrap="wrap">
        {rule.urlRegex ? <Code>{rule.urlRegex}</Code> : <Text size="xs" c="dimmed">{t`Any path`}</Text>}
        <Text size="xs" c="dimmed">
          {rule.ips?.length ? plural(rule.ips.length, { one: '# IP or range', other: '# IPs or ranges' }) : t`Any client`}
        </Text>
        <Text size="xs" c="dimmed">
          {rule.methodValues?.length ? methodWords(rule.methodValues) : t`Any method`}
        </Text>
      </Group>
      {rule.memo && (
        <Text size="xs" c="dimmed">
          {rule.memo}
        </Text>
      )}
    </Stack>
  );
};

export const ACL_CELLS: Record<string, Cell> = { aclRule: AclRule };
