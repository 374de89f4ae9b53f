// A row's selection checkbox: a native checkbox drawn with Mantine Checkbox's own classes (the same look, focus ring,
// checked, disabled and both colour schemes), without the component around it. A list mounts one per row on every
// scroll step, and Mantine's Checkbox (its wrappers, label slots, style props and inline CSS variables per instance)
// was a third of the work of a row (issue 16). The header's "select all" stays Mantine's Checkbox (one per table, and
// it needs the indeterminate state). The variables of Mantine's Checkbox root are declared once on the table's body
// (ResourceTable.module.css, .rows). The tick is drawn only on a checked box: Mantine's hides it (transparent, moved and
// scaled, a layer of its own) on every unchecked one, and a list mounts a screenful of unchecked boxes per scroll step.
import { Checkbox } from '@mantine/core';
import type { ChangeEventHandler } from 'react';

const INPUT = `mantine-focus-auto ${Checkbox.classes.input}`;

export function RowCheckbox({ label, checked, disabled, onChange }: { label: string; checked: boolean; disabled?: boolean; onChange: ChangeEventHandler<HTMLInputElement> }) {
  return (
    <div className={Checkbox.classes.inner}>
      <input type="checkbox" className={INPUT} aria-label={label} checked={checked} disabled={disabled} onChange={onChange} />
      {checked && (
        <svg viewBox="0 0 10 7" fill="none" aria-hidden="true" className={Checkbox.classes.icon}>
          <path
            d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
            fill="currentColor"
            fillRule="evenodd"
            clipRule="evenodd"
          />
        </svg>
      )}
    </div>
  );
}
