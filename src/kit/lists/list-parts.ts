// The named parts a list page's scope gives its descriptors: the kit's cells and the page's own, its explanations,
// warnings, overrides and filter choice sources (none unless given), and the forms and lists of the build. One place
// for what every list page repeated in six lines, so a plain list page names only what is its own.
import { FORMS, LISTS } from './found';
import { type ListParts, ownListParts, type OwnParts } from './own-parts';

export type { ListParts, OwnParts } from './own-parts';

export function listParts(own: OwnParts = {}): ListParts {
  return { ...ownListParts(own), forms: FORMS, lists: LISTS };
}
