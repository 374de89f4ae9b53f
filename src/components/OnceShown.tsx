// A dialog's code loaded the first time it is shown, not with the page that offers it (issue 29): a list's edit
// drawer and its dialogs (their forms, validators and the schema form) cost a phone more than the list itself.
// `shown` is whether the dialog is open; once it was, it stays rendered (closing animates, opening again is at once).
import { type ReactNode, Suspense, useState } from 'react';

export function OnceShown({ shown, children }: { shown: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(shown);
  if (shown && !wanted) setWanted(true);
  return wanted || shown ? <Suspense fallback={null}>{children}</Suspense> : null;
}
