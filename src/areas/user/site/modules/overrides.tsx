// What is particular to the module lists (by name in the list descriptors' `override`).
import type { ListOverride } from '../../../../kit/lists/scope';

export const MODULE_OVERRIDES: Record<string, ListOverride> = {};
