// The command palette (Mantine Spotlight): jumps to any screen of the console on screen (and, in the end-user
// console, to any tab of the site workspace) and finds the account's records on the server as the user types.
// Keyboard: arrows move, Enter opens, Escape closes; the search box is a combobox that names the highlighted result.
import '@mantine/spotlight/styles.css';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { createSpotlight, Spotlight, useSpotlight } from '@mantine/spotlight';
import { useQueries, useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Area } from '../../../api/areas';
import { getUserSiteListMetaSitesQueryOptions } from '../../../api/generated/hooks/site/site';
import { useHeldPermissions, usableScreens } from '../../../services/screen-access';
import { SCREENS } from '../../screens';
import { offered } from '../../../services/screen';
import { GROUP_LABELS } from '../nav';
import { SITE_TABS } from '../../../features/site-workspace/tabs';
import { type Hit, searchSources } from './search';

const [store, palette] = createSpotlight();

/** Typed text shorter than this searches the screens only. */
const SERVER_SEARCH_FROM = 2;
const DEBOUNCE_MS = 250;
/** How Spotlight marks its actions and the highlighted one in the DOM (selectors, not words). */
const ACTION = '[data-action]';
const HIGHLIGHTED = '[data-selected]';

// Darker inks than Spotlight's dimmed ones and no faded description on the highlighted (primary-coloured) row, so
// descriptions and group names stay readable (WCAG AA); the title gets the list's side padding (Spotlight has none).
const INK = 'light-dark(var(--mantine-color-gray-8), var(--mantine-color-dark-0))';
const PALETTE_STYLES = {
  header: { paddingInline: 'var(--mantine-spacing-md)', paddingTop: 'var(--mantine-spacing-sm)', minHeight: 0 },
  title: { fontSize: 'var(--mantine-font-size-sm)', fontWeight: 600 },
  actionDescription: { color: `var(--action-description-color, ${INK})`, opacity: 1 },
  actionsGroup: { color: INK },
};

const fold = (text: string) => text.toLocaleLowerCase().normalize('NFKC');

interface ScreenEntry extends Hit {
  /** Texts the typed words are matched against: the label in the interface language and in English, the group, the path. */
  words: string;
}

interface Section {
  key: string;
  label: string;
  hits: Hit[];
}

export default function CommandPalette({ area, request }: { area: Area; request: number }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const listId = useId().replace(/:/g, '');
  const [query, setQuery] = useState('');
  const [typed] = useDebouncedValue(query.trim(), DEBOUNCE_MS);
  const state = useSpotlight(store);

  useEffect(() => {
    palette.open();
  }, [request]);

  const both = useCallback((label: MessageDescriptor) => `${i18n._(label)} ${label.message ?? ''}`, [i18n]);
  // The screens the role can use, as in the navigation (src/services/screen-access.ts).
  const held = useHeldPermissions(area);
  const usable = useMemo(() => usableScreens(SCREENS[area], area, held).filter((screen) => offered(screen, held)), [area, held]);
  const screens = useMemo<ScreenEntry[]>(() => {
    const entries: ScreenEntry[] = usable.map((screen) => {
      const group = screen.group ? i18n._(GROUP_LABELS[screen.group]) : undefined;
      const path = screen.navPath ?? screen.path;
      return {
        key: `screen-${path}`,
        label: i18n._(screen.label),
        description: group,
        to: `/${area}/${path}`,
        words: fold(`${both(screen.label)} ${group ?? ''} ${path}`),
      };
    });
    if (area === 'user' && usable.some((screen) => screen.path.startsWith('sitesManagement/sitesSetting'))) {
      const workspaceLabel = msg`Site settings`;
      const workspace = i18n._(workspaceLabel);
      for (const tab of SITE_TABS) {
        entries.push({
          key: `tab-${tab.id}`,
          label: i18n._(tab.label),
          description: workspace,
          // The workspace opens the site last opened (else the first one) on this tab.
          to: `/user/sitesManagement/sitesSetting?tab=${tab.id}`,
          words: fold(`${both(tab.label)} ${both(workspaceLabel)} ${tab.id}`),
        });
      }
    }
    return entries;
  }, [area, i18n, usable, both]);

  const searching = typed.length >= SERVER_SEARCH_FROM && state.opened;
  const userSites = useQuery({ ...getUserSiteListMetaSitesQueryOptions(), enabled: searching && area === 'user', meta: { silent: true } });
  const sources = useMemo(
    // The records of the screens the account may use, through the list calls its role may make.
    () => (searching ? searchSources(area, typed, usable, userSites.data?.data ?? [], held) : []),
    [searching, area, typed, usable, userSites.data, held],
  );
  const results = useQueries({ queries: sources.map((item) => ({ ...item.options, enabled: true })) });

  const words = fold(query.trim()).split(/\s+/).filter(Boolean);
  const matchingScreens = screens.filter((screen) => words.every((word) => screen.words.includes(word)));
  const sections: Section[] = [{ key: 'screens', label: t`Screens`, hits: matchingScreens }];
  const byGroup = new Map<string, Section>();
  sources.forEach((item, index) => {
    const data = results[index]?.data;
    if (!data) return;
    const label = i18n._(item.group);
    let section = byGroup.get(label);
    if (!section) {
      // Keyed by its label: results arriving in any order never remount a group (and lose the highlight).
      section = { key: `group-${item.group.id}`, label, hits: [] };
      byGroup.set(label, section);
      sections.push(section);
    }
    const seen = new Set(section.hits.map((hit) => hit.key));
    section.hits.push(...item.hits(data).filter((hit) => !seen.has(hit.key)));
  });
  const shown = sections.filter((section) => section.hits.length > 0);
  const pending = query.trim() !== typed || (area === 'user' && searching && userSites.isPending) || results.some((result) => result.isPending);
  const failed = userSites.isError || results.some((result) => result.isError);
  const ordered = shown.flatMap((section) => section.hits);
  const optionId = (index: number) => `${listId}-option-${index}`;
  // Spotlight highlights the first result whenever the typed text changes; results that arrive later from the server
  // change the list, so the first result is highlighted again then (Enter opens the top result, and the highlight,
  // Enter and the name the screen reader hears always agree).
  const signature = ordered.map((hit) => hit.key).join('|');
  useEffect(() => {
    const actions = document.querySelectorAll(`#${listId} ${ACTION}`);
    document.querySelectorAll(`#${listId} ${HIGHLIGHTED}`).forEach((element) => element.removeAttribute('data-selected'));
    actions[0]?.setAttribute('data-selected', 'true');
    store.updateState((current) => ({ ...current, selected: actions.length ? 0 : -1 }));
  }, [signature, listId]);
  // Spotlight.Action does not pass an id to its button: each option gets its id here, in list order, so the search
  // box can name the highlighted one (aria-activedescendant).
  useEffect(() => {
    document.querySelectorAll(`#${listId} ${ACTION}`).forEach((element, at) => {
      element.id = optionId(at);
    });
  });
  // Spotlight moves its highlight in the DOM (data-selected) without telling React: the highlighted option is read
  // from there, so that the search box names it (aria-activedescendant) and the option says it is selected.
  const [active, setActive] = useState<string>();
  const watchHighlight = useCallback((node: HTMLDivElement | null) => {
    if (!node) return;
    const observer = new MutationObserver(() => setActive(node.querySelector<HTMLElement>(HIGHLIGHTED)?.id || undefined));
    observer.observe(node, { subtree: true, attributes: true, attributeFilter: ['data-selected', 'id'] });
    return () => observer.disconnect();
  }, []);
  /** Enter with nothing highlighted opens the first result, as in any search box with suggestions. */
  const openFirst = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || document.querySelector(`#${listId} ${HIGHLIGHTED}`)) return;
    document.querySelector<HTMLElement>(`#${listId} ${ACTION}`)?.click();
  };

  // Spotlight.ActionsList hands its other props to ScrollArea.Autosize, whose viewport takes them (not in its types).
  const scrollByKeyboard = { viewportProps: { tabIndex: 0 } } as object;
  let index = -1;
  return (
    <Spotlight.Root
      store={store}
      query={query}
      onQueryChange={setQuery}
      shortcut={null}
      scrollable
      maxHeight={440}
      title={t`Search and jump`}
      styles={PALETTE_STYLES}
    >
      <Spotlight.Search
        role="combobox"
        aria-label={t`Search screens and records`}
        aria-expanded
        aria-controls={`${listId}-options`}
        aria-autocomplete="list"
        aria-activedescendant={active}
        onKeyDown={openFirst}
        placeholder={t`Type a screen, a name or an IP`}
        rightSection={pending && words.length > 0 ? <Loader size="xs" aria-label={t`Searching`} /> : null}
      />
      {/* The list scrolls by keyboard too (its viewport is focusable), as axe asks of any scrolling region. */}
      <Spotlight.ActionsList id={listId} {...scrollByKeyboard}>
        <div role="listbox" id={`${listId}-options`} aria-label={t`Results`} ref={watchHighlight}>
        {shown.map((section) => (
          <Spotlight.ActionsGroup key={section.key} label={section.label} role="group" aria-label={section.label}>
            {section.hits.map((hit) => {
              index += 1;
              const at = index;
              return (
                <Spotlight.Action
                  key={hit.key}
                  role="option"
                  aria-selected={active === optionId(at)}
                  label={hit.label}
                  description={hit.description}
                  onClick={() => navigate(hit.to)}
                />
              );
            })}
          </Spotlight.ActionsGroup>
        ))}
        {shown.length === 0 && !pending && (
          <Spotlight.Empty>
            <Trans>Nothing found.</Trans>
          </Spotlight.Empty>
        )}
        </div>
      </Spotlight.ActionsList>
      {failed && (
        <Group px="md" py="xs">
          <Text size="sm" c="red.8" role="alert">
            <Trans>Some records could not be searched. The screens are still listed.</Trans>
          </Text>
        </Group>
      )}
    </Spotlight.Root>
  );
}
