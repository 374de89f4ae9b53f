// Every area's screens (the registries of src/areas/*/screens*.ts): the router's routes, the navigation, the palette.
import type { Area } from '../api/areas';
import { adminScreens } from '../areas/admin/screens';
import { clientRedirects, clientScreens } from '../areas/client/screens';
import type { Redirect, Screen } from '../services/screen-types';
import { userRedirects, userScreens } from '../areas/user/screens';

export const SCREENS: Record<Area, Screen[]> = { admin: adminScreens, client: clientScreens, user: userScreens };

/** Earlier paths of each area that now live elsewhere (the router sends them on). */
export const REDIRECTS: Record<Area, Redirect[]> = { admin: [], client: clientRedirects, user: userRedirects };
