// A form whose fields are checked by its own code, not the browser's (each field says what is wrong in the
// console's words): Enter or the submit button calls `onSubmit`, and the page is not reloaded.
import type { ReactNode } from 'react';

export function CheckedForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
