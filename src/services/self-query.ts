// Own information of an area's account: one query, read by the route loader, the shell and the screens. Its first
// fetch takes the answer the page asked for as it started (early-answers.ts).
import type { Area } from '../api/areas';
import { getKindAccountGetSelfQueryOptions } from '../api/generated/hooks/account/account';
import { takingEarly } from './early-answers';

export const selfQuery = (area: Area) => takingEarly(area, 'self', getKindAccountGetSelfQueryOptions(area));
