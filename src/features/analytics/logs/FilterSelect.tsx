// A filter above a log list (the log search's site and domain, the push records' event and account): one choice or
// "all" (cleared), searchable by typing.
import { Select, type SelectProps } from '@mantine/core';

export function FilterSelect({ w = 220, ...props }: SelectProps) {
  return <Select w={w} searchable clearable {...props} />;
}
