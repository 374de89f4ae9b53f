// The announcements list of the client console: the list kit's client scope (no site in the path) with the
// kit's cells plus the announcement's own (whether a row is shown now).
import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import { useMemo, useState } from 'react';
import { RuleList } from '../../kit/lists/RuleList';
import type { ListDescriptor } from '../../kit/lists/descriptor';
import { type CellProps, type ListScope, ListScopeContext } from '../../kit/lists/scope';
import { announcementState } from './state';
import { listParts } from '../../kit/lists/list-parts';

/** Shown now, scheduled or ended, from the row's window and the browser's clock. */
function AnnouncementState({ row }: CellProps) {
  const { t } = useLingui();
  const [now] = useState(() => Date.now());
  const state = announcementState(String(row.startTime), String(row.endTime), now);
  if (state === 'current') return <Badge color="green" variant="light">{t`Shown now`}</Badge>;
  if (state === 'scheduled') return <Badge color="blue" variant="light">{t`Scheduled`}</Badge>;
  return <Badge color="gray" variant="light">{t`Ended`}</Badge>;
}

export const ANNOUNCEMENT_LIST_PARTS = listParts({ cells: [{ 'client.announcementState': AnnouncementState }] });

const NO_DOMAINS: ReadonlyMap<number, string> = new Map();

export function AnnouncementList({ list, placeName }: { list: ListDescriptor; placeName: string }) {
  const scope = useMemo<ListScope>(
    // A change refreshes the client's announcement reads (the list, and the current ones a sub-client sees).
    () => ({ ...ANNOUNCEMENT_LIST_PARTS, path: {}, placeName, invalidate: '/client/', domainNames: NO_DOMAINS }),
    [placeName],
  );
  return (
    <ListScopeContext.Provider value={scope}>
      <RuleList list={list} />
    </ListScopeContext.Provider>
  );
}
