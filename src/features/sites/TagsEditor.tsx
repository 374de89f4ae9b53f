// The tags of a site or of domains, edited as a whole: typed one at a time, checked (tagsRule) before anything is
// sent, the error next to the field until the tags change again.
import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, TagsInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { DialogActions } from '../../components/DialogActions';
import { translate } from '../../validation/form';
import { tagsRule } from './tags';

export function TagsEditor({
  initial,
  known,
  busy,
  onCancel,
  onSave,
  intro,
  children,
}: {
  initial: string[];
  /** Tags already in use, offered as the user types. */
  known: string[];
  busy: boolean;
  onCancel: () => void;
  /** Called with tags that pass the rules. */
  onSave: (tags: string[]) => void;
  /** Shown above the field. */
  intro?: ReactNode;
  /** Shown below the buttons (e.g. the change review). */
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const [value, setValue] = useState<string[]>(initial);
  const [error, setError] = useState<string | null>(null);
  // The suggestions close once one is picked, when the field loses the focus and on Save (they stayed open over Save,
  // issue 25); typing or clicking opens them again.
  const [suggesting, setSuggesting] = useState(false);
  return (
    <Stack>
      {intro}
      <TagsInput
        label={t`Tags`}
        description={t`Press Enter after each tag. Tags have no spaces.`}
        data={known}
        dropdownOpened={suggesting}
        onDropdownOpen={() => setSuggesting(true)}
        onDropdownClose={() => setSuggesting(false)}
        onOptionSubmit={() => setSuggesting(false)}
        onBlur={() => setSuggesting(false)}
        value={value}
        onChange={(next) => {
          // A tag added (Enter) or taken away closes the suggestions: the next keystroke opens them again.
          setSuggesting(false);
          setValue(next);
          setError(null);
        }}
        error={error}
      />
      <DialogActions
        onCancel={onCancel}
        confirm={<Trans>Save</Trans>}
        busy={busy}
        onConfirm={() => {
          setSuggesting(false);
          const problem = tagsRule(value);
          if (problem) setError(translate(problem));
          else onSave(value);
        }}
      />
      {children}
    </Stack>
  );
}
