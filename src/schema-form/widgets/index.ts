// Widgets by name, as descriptors' uiSchema refer to them (`"ui:widget": "lines"`).
import type { RegistryWidgetsType } from '@rjsf/utils';
import { LinesWidget } from './LinesWidget';
import { MomentWidget } from './MomentWidget';
import { SwitchWidget } from './SwitchWidget';

export const widgets: RegistryWidgetsType = { lines: LinesWidget, moment: MomentWidget, switch: SwitchWidget };
