// Every area's screens (the registries of src/areas/*/screens*.ts): the router's routes, the navigation, the palette.
import type { Area } from '../api/areas';
import { adminScreens } from '../areas/admin/screens';
import { clientScreens } from '../areas/client/screens';
import type { Screen } from '../areas/types';
import { userScreens } from '../areas/user/screens';

export const SCREENS: Record<Area, Screen[]> = { admin: adminScreens, client: clientScreens, user: userScreens };
