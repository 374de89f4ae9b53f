// The current announcements at the top of a signed-in console: an end user's (and sub-user's) client's, or a
// sub-client's reseller's. Each can be closed; a closed one stays closed (local storage, per account) until the
// operator changes it. They take one line (the first one's title and the start of its text) until the reader asks
// for all of them, so the page starts high (issue 25). Loaded lazily by the shell, never by the sign-in page; a failure to load shows nothing
// (the banner is a courtesy, not the page).
import { useLingui } from '@lingui/react/macro';
import { Alert, Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { type ReactElement, useRef, useState } from 'react';
import type { Area } from '../../api/areas';
import { useUserAnnouncementListAnnouncements } from '../../api/generated/hooks/announcement/announcement';
import { useClientAnnouncementListCurrentAnnouncements } from '../../api/generated/hooks/client-announcement/client-announcement';
import { selfQuery } from '../../services/session';
import { UserText } from '../../components/UserText';
import { quiet, READ } from './prefetch';
import { readDismissed, type Shown, versionKey, writeDismissed } from './state';

interface Announcement extends Shown {
  title: string;
  content?: string;
}

// CSS selectors: the announcements' close buttons (one line's, Mantine's static class of an Alert's), the page's heading.
const CLOSE_BUTTONS = ['[data-announcement-close]', '.mantine-Alert-closeButton'].join(', ');
const PAGE_HEADING = ['main', 'h1'].join(' ');
function useCurrent(area: Area): Announcement[] {
  const self = useQuery(selfQuery(area)).data?.data;
  // Sub-clients read their reseller's; a client without one and the admin console have none.
  const forSubClient = area === 'client' && self?.parentClientID != null;
  const user = useUserAnnouncementListAnnouncements(READ, quiet(area === 'user'));
  const client = useClientAnnouncementListCurrentAnnouncements(READ, quiet(forSubClient));
  return (area === 'user' ? user.data?.data : forSubClient ? client.data?.data : undefined) ?? [];
}

const storage = () => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

export default function AnnouncementBanner({ area }: { area: Area }): ReactElement | null {
  const { t } = useLingui();
  const self = useQuery(selfQuery(area)).data?.data;
  const owner = self ? `${area}_${self.id}` : area;
  const announcements = useCurrent(area);
  const [expanded, setExpanded] = useState(false);
  const [dismissed, setDismissed] = useState<{ owner: string; keys: Set<string> } | null>(null);
  const keys = dismissed?.owner === owner ? dismissed.keys : readDismissed(storage() ?? { getItem: () => null }, owner);
  const region = useRef<HTMLDivElement>(null);
  const shown = announcements.filter((a) => !keys.has(versionKey(a)));

  const dismiss = (announcement: Announcement, index: number) => {
    const next = writeDismissed(storage() ?? { setItem: () => undefined }, owner, keys, announcements, versionKey(announcement));
    setDismissed({ owner, keys: next });
    // Focus moves to the next announcement's close button, or to the page's heading, never to nowhere.
    requestAnimationFrame(() => {
      const buttons = region.current?.querySelectorAll<HTMLButtonElement>(CLOSE_BUTTONS);
      const following = buttons?.[Math.min(index, buttons.length - 1)];
      if (following) return following.focus();
      const heading = document.querySelector<HTMLElement>(PAGE_HEADING);
      if (!heading) return;
      heading.tabIndex = -1;
      heading.focus();
    });
  };

  // The live region is there from the start so that announcements arriving later are read out (politely).
  return (
    <div ref={region} aria-live="polite" aria-relevant="additions">
      {shown.length > 0 && (
        <Stack component="section" aria-label={t`Announcements`} gap="xs" mb="md">
          {expanded ? (
            shown.map((announcement, index) => (
              <Alert
                key={versionKey(announcement)}
                role="note"
                color="blue"
                variant="light"
                title={<UserText value={announcement.title} fw={700} />}
                withCloseButton
                closeButtonLabel={t`Close the announcement ${announcement.title}`}
                onClose={() => dismiss(announcement, index)}
              >
                {announcement.content ? (
                  <Text size="sm" component="div">
                    <UserText value={announcement.content} lines={4} />
                  </Text>
                ) : null}
              </Alert>
            ))
          ) : (
            <OneLine announcement={shown[0]!} onClose={() => dismiss(shown[0]!, 0)} />
          )}
          {(expanded || shown.length > 1 || shown[0]!.content) && (
            <Group justify="flex-end" mt={-4}>
              <Button size="compact-xs" variant="subtle" aria-expanded={expanded} onClick={() => setExpanded((open) => !open)}>
                {expanded ? t`Show less` : plural(shown.length, { one: 'Read the announcement', other: 'Read all # announcements' })}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </div>
  );
}

/** An announcement on one line: its title and the start of its text, cut where the line ends. */
function OneLine({ announcement, onClose }: { announcement: Announcement; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Paper role="note" px="sm" py={6} radius="sm" bg="var(--mantine-color-blue-light)">
      <Group gap="sm" wrap="nowrap">
        <Text size="sm" truncate="end" style={{ flex: 1, minWidth: 0 }}>
          <Text span fw={700} size="sm">
            <bdi>{announcement.title}</bdi>
          </Text>
          {announcement.content ? (
            <Text span size="sm">
              {' — '}
              <bdi>{announcement.content}</bdi>
            </Text>
          ) : null}
        </Text>
        <CloseButton size="sm" aria-label={t`Close the announcement ${announcement.title}`} data-announcement-close onClick={onClose} />
      </Group>
    </Paper>
  );
}
