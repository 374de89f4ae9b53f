// A row's tags in the client's sites and domains lists: one outlined badge a tag, wrapping within the column.
import { Group } from '@mantine/core';
import { UserBadge } from '../../components/UserText';

export function TagsCell({ tags }: { tags: readonly string[] }) {
  return (
    <Group gap={4} maw="16rem">
      {tags.map((tag) => (
        <UserBadge key={tag} value={tag} variant="outline" size="sm" maw="10rem" />
      ))}
    </Group>
  );
}
