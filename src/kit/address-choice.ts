// A choice kept in the page's address (a tab, a section, a view) that shows at once when the person makes it.
import { useState } from 'react';

/**
 * `asked` is the choice the address names (already checked by the caller), `write` puts a new choice into the address.
 * The choice clicked shows at once and the address follows: React Router changes the address at once but renders the
 * new location in a transition, which a busy page (a phone, a loaded machine) renders later, and until then the former
 * choice's panel stayed on screen under the person's finger (CI run 60: a click on its "Reset to default" opened a
 * dialog that vanished with it). A choice the address makes otherwise (back, forward, a link) is followed, through
 * React's "adjust state when a prop changes" pattern (no effect, no second frame showing the old choice).
 */
export function useAddressChoice<T extends string>(asked: T, write: (choice: T) => void): [T, (choice: T) => void] {
  const [current, setCurrent] = useState(asked);
  const [followed, setFollowed] = useState(asked);
  if (asked !== followed) {
    setFollowed(asked);
    setCurrent(asked);
  }
  const choose = (choice: T) => {
    setCurrent(choice);
    write(choice);
  };
  return [current, choose];
}
