// The tags of a row (a site, a domain) in a table cell: outlined badges that wrap, each clipped to its width with
// the full tag on hover and focus.
import { Group } from '@mantine/core';
import { UserBadge } from './UserText';

export function TagBadges({ tags, width = '16rem', tagWidth = '10rem' }: { tags: readonly string[]; width?: string; tagWidth?: string }) {
  return (
    <Group gap={4} maw={width}>
      {tags.map((tag) => (
        <UserBadge key={tag} value={tag} variant="outline" size="sm" maw={tagWidth} />
      ))}
    </Group>
  );
}
