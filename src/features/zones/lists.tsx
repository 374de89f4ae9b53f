// The list kit's scope for the client console's edge-network lists (zones, a zone's ports, preheat history and
// groups): calls without a site, their path (`zoneId` on a zone's page) and the parts those lists name.
import { Badge, Group, Text } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { type Cell, type ListOverride, type ListScope, ListScopeContext } from '../../kit/lists/scope';
import { UserBadge } from '../../components/UserText';
import { AssignZonesButton } from './AssignZones';
import { listParts } from '../../kit/lists/list-parts';

interface Member {
  nodeUID: string;
  name: string;
  ip?: string;
}

/** The members of a group line: line nodes and virtual nodes, each with its nodeUID (n-/v-). */
const LineMembers: Cell = ({ value }) => {
  const line = (value ?? {}) as { lineNodes?: Member[]; virtualNodes?: Member[] };
  const members = [...(line.lineNodes ?? []), ...(line.virtualNodes ?? [])];
  if (members.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  return (
    <Group gap={4}>
      {members.map((m) => (
        <UserBadge key={m.nodeUID} value={`${m.name} (${m.nodeUID})`} size="sm" variant="light" color={m.nodeUID.startsWith('v-') ? 'grape' : 'gray'} />
      ))}
    </Group>
  );
};

/** A port's layer and protocol ("L4 · tcp"). */
const PortKind: Cell = ({ row }) => (
  <Badge variant="light" color={row.portType === 'L4' ? 'orange' : 'blue'} miw="max-content">
    {`${String(row.portType)} · ${String(row.protocol)}`}
  </Badge>
);

export const ZONE_CELLS: Record<string, Cell> = { lineMembers: LineMembers, portKind: PortKind };
export const ZONE_OVERRIDES: Record<string, ListOverride> = { zones: { toolbar: AssignZonesButton } };

export const ZONE_LIST_PARTS = listParts({ cells: [ZONE_CELLS], overrides: [ZONE_OVERRIDES] });

const NO_DOMAINS: ReadonlyMap<number, string> = new Map();

/** The scope of the lists of the zones screen (`path` {}) or of one zone's page (`path` { zoneId }). */
export function ZoneLists({ path, placeName, children }: { path: Record<string, number>; placeName: string; children: ReactNode }) {
  const zoneId = path.zoneId;
  const scope = useMemo<ListScope>(() => {
    // The zones screen's lists (no zone) or one zone's: the same scope until the zone changes.
    const zonePath: Record<string, number> = zoneId === undefined ? {} : { zoneId };
    return {
      ...ZONE_LIST_PARTS,
      path: zonePath,
      placeName,
      // A zone's lists change what the zone list counts (ports, groups), so everything under /client/zone… is read again.
      invalidate: '/client/zone',
      domainNames: NO_DOMAINS,
    };
  }, [zoneId, placeName]);
  return <ListScopeContext.Provider value={scope}>{children}</ListScopeContext.Provider>;
}
