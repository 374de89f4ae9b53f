// The named parts a list page's scope gives its descriptors: the kit's cells and the page's own, its explanations,
// warnings, overrides and filter choice sources (none unless given), and the forms and lists the page reaches
// (found.ts). One place for what every list page repeated in six lines, so a plain list page names only its own.
import { defineRegistry } from '../registry';
import { KIT_CELLS } from './cells';
import { FORMS, LISTS } from './found';
import type { Cell, ChoiceSource, Explanation, ListOverride, ListScope, Warnings } from './scope';

export interface OwnParts {
  cells?: Record<string, Cell>[];
  explanations?: Record<string, Explanation>[];
  warnings?: Record<string, Warnings>[];
  overrides?: Record<string, ListOverride>[];
  choices?: Record<string, ChoiceSource>[];
}

export type ListParts = Pick<ListScope, 'cells' | 'explanations' | 'warnings' | 'overrides' | 'forms' | 'lists' | 'choices'>;

export function listParts({ cells = [], explanations = [], warnings = [], overrides = [], choices }: OwnParts = {}): ListParts {
  return {
    cells: defineRegistry<Cell>('cell', KIT_CELLS as Record<string, Cell>, ...cells),
    explanations: defineRegistry<Explanation>('explanation', ...explanations),
    warnings: defineRegistry<Warnings>('warning', ...warnings),
    overrides: defineRegistry<ListOverride>('override', ...overrides),
    ...(choices ? { choices: defineRegistry<ChoiceSource>('choiceSource', ...choices) } : {}),
    forms: FORMS,
    lists: LISTS,
  };
}
