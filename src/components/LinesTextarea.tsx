// A text box for a list typed one item a line (domains, origins, URLs, ports): in the monospace font, growing with
// its lines (4 to 12 unless told otherwise).
import { Textarea, type TextareaProps } from '@mantine/core';

const MONOSPACE = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };

export function LinesTextarea(props: TextareaProps) {
  return <Textarea autosize minRows={4} maxRows={12} styles={MONOSPACE} {...props} />;
}
