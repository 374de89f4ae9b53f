// Own information of an area's account: one query, read by the route loader, the shell and the screens.
import type { Area } from '../api/areas';
import { getKindAccountGetSelfQueryOptions } from '../api/generated/hooks/account/account';

export const selfQuery = (area: Area) => getKindAccountGetSelfQueryOptions(area);
