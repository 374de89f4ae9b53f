// What a layer above adds to every settings form without the renderer importing it (issue 27: imports only run down):
// the signed-in shell provides the slots (src/app/shell/AreaShell.tsx), e.g. "Apply to other sites…" of src/kit/bulk/.
import { createContext, type ReactNode, useContext } from 'react';
import type { FormDescriptor } from './descriptor';

export interface SettingsFormSlotProps {
  descriptor: FormDescriptor;
  path: Record<string, unknown> | undefined;
  /** The form's values are the load call's answer as it is (no reshaping, no query): what other sites can take. */
  plain: boolean;
  /** The values the form loaded. */
  saved: Record<string, unknown>;
}

export interface SettingsFormSlots {
  /** Above the form. */
  banner?: (props: SettingsFormSlotProps) => ReactNode;
  /** Beside the form's own buttons. */
  actions?: (props: SettingsFormSlotProps) => ReactNode;
}

export const SettingsFormSlotsContext = createContext<SettingsFormSlots>({});

export const useSettingsFormSlots = (): SettingsFormSlots => useContext(SettingsFormSlotsContext);
