// A record's state (a node's, a domain's, a certificate's...) shown with its colour AND its name (spec 4), so it
// reads without colour too.
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';

/** How a state looks: its name and its colour. */
export type StateLook = { label: MessageDescriptor; color: string };

export function StateBadge({ look }: { look: StateLook }) {
  const { i18n } = useLingui();
  return (
    <Badge color={look.color} variant="light" miw="max-content" tt="none">
      {i18n._(look.label)}
    </Badge>
  );
}
