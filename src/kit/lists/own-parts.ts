// The named parts of a list page that names its own descriptors: the kit's cells and the page's own parts, and only
// the forms and lists it gives (not every descriptor of the build, `found.ts`: about 90 kB gzip that a page which
// did not load it on its first render would then load). `listParts` is this with every descriptor.
import type { FormDescriptor } from '../../schema-form/descriptor';
import { defineRegistry } from '../registry';
import { KIT_CELLS } from './cells';
import type { ListDescriptor } from './descriptor';
import type { Cell, ChoiceSource, Explanation, ListOverride, ListScope, Warnings } from './scope';

export interface OwnParts {
  cells?: Record<string, Cell>[];
  explanations?: Record<string, Explanation>[];
  warnings?: Record<string, Warnings>[];
  overrides?: Record<string, ListOverride>[];
  choices?: Record<string, ChoiceSource>[];
}

export type ListParts = Pick<ListScope, 'cells' | 'explanations' | 'warnings' | 'overrides' | 'forms' | 'lists' | 'choices'>;

const named = <T extends { name: string }>(items: readonly T[]) => items.map((item) => ({ [item.name]: item }));

/** The page's parts with these descriptors only (a name another descriptor gives is then not found). */
export function ownListParts(
  { cells = [], explanations = [], warnings = [], overrides = [], choices }: OwnParts,
  descriptors: { lists?: readonly ListDescriptor[]; forms?: readonly FormDescriptor[] } = {},
): ListParts {
  return {
    cells: defineRegistry<Cell>('cell', KIT_CELLS as Record<string, Cell>, ...cells),
    explanations: defineRegistry<Explanation>('explanation', ...explanations),
    warnings: defineRegistry<Warnings>('warning', ...warnings),
    overrides: defineRegistry<ListOverride>('override', ...overrides),
    ...(choices ? { choices: defineRegistry<ChoiceSource>('choiceSource', ...choices) } : {}),
    forms: defineRegistry('form descriptor', ...named(descriptors.forms ?? [])),
    lists: defineRegistry('list descriptor', ...named(descriptors.lists ?? [])),
  };
}
