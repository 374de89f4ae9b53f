// The screens of the console being shown, given by the app shell (src/app/shell/AreaShell.tsx) from the consoles'
// registries: a screen that lists other screens (the dashboard) reads them here rather than importing the registries,
// which import it (issue 27: no import circle through src/app/screens.ts).
import { createContext, useContext } from 'react';
import type { Screen } from './screen-types';

export const AreaScreensContext = createContext<readonly Screen[]>([]);

/** The screens of the console the page is in. */
export const useAreaScreens = (): readonly Screen[] => useContext(AreaScreensContext);
