// Mantine's MultiSelect, a module of its own so that the list filters load it apart (folded away on a phone; issue 29).
export { MultiSelect } from '@mantine/core';
