// A value with a light badge beside it (a role that is the default, a licence that expired), and a state shown as one
// of two badges (an email confirmed or not, a licence in force or expired): the accounts and licences screens.
import { Badge, type BadgeProps, Group, type GroupProps } from '@mantine/core';
import type { ReactNode } from 'react';

export interface BadgeEntry {
  label: ReactNode;
  color?: string;
  size?: BadgeProps['size'];
}

/** A light badge; `miw` keeps a badge of two words on one line in a narrow column. */
export function LightBadge({ label, color, size, miw }: BadgeEntry & { miw?: BadgeProps['miw'] }) {
  return (
    <Badge variant="light" color={color} size={size} miw={miw}>
      {label}
    </Badge>
  );
}

/** `children` with a badge beside it when there is one (`badge` false: none). */
export function WithBadge({ badge, children, ...group }: GroupProps & { badge: BadgeEntry | false | undefined; children: ReactNode }) {
  return (
    <Group {...group}>
      {children}
      {badge && <LightBadge {...badge} />}
    </Group>
  );
}
