// A list's filters on a phone: the first (the search, as lists put it first) and a button for the others, which
// otherwise stack a screen high above the first row (the nodes list: thirteen). The button says how many of the
// hidden ones are set, so a narrowed list never looks like the whole. Wider screens show every filter.
import { Trans } from '@lingui/react/macro';
import { Button, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactElement, useState } from 'react';

/** Filters shown before the button. */
const SHOWN = 1;

/** Whether the screen is a phone's (below `sm`, where lists read as cards). */
export function usePhone(): boolean {
  const theme = useMantineTheme();
  return useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, false, { getInitialValueInEffect: false });
}

/** `filters`: the filter controls (keyed), `set`: which of them holds a value. */
export function PhoneFilters({ filters, set }: { filters: ReactElement[]; set: boolean[] }) {
  const phone = usePhone();
  const [open, setOpen] = useState(false);
  if (!phone || filters.length <= SHOWN + 1) return <>{filters}</>;
  const hiddenSet = set.slice(SHOWN).filter(Boolean).length;
  return (
    <>
      {filters.slice(0, SHOWN)}
      <Button variant="default" size="sm" aria-expanded={open} onClick={() => setOpen((was) => !was)}>
        {open ? <Trans>Fewer filters</Trans> : hiddenSet ? <Trans>More filters ({hiddenSet} set)</Trans> : <Trans>More filters</Trans>}
      </Button>
      {open && filters.slice(SHOWN)}
    </>
  );
}
