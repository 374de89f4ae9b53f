// Widgets by name, as descriptors' uiSchema refer to them (`"ui:widget": "lines"`).
import { Widgets } from '@rjsf/mantine';
import type { RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import { createElement } from 'react';
import { LinesWidget } from './LinesWidget';
import { MomentWidget } from './MomentWidget';
import { SwitchWidget } from './SwitchWidget';

/**
 * The theme's select (searchable), with the first match highlighted as the person types: Enter then picks it, as in
 * any combobox, rather than submitting the form with nothing chosen (Mantine's default leaves no option highlighted).
 */
function SelectWidget(props: WidgetProps) {
  return createElement(Widgets.SelectWidget, { ...props, options: { ...props.options, selectFirstOptionOnChange: true } });
}

export const widgets: RegistryWidgetsType = { lines: LinesWidget, moment: MomentWidget, switch: SwitchWidget, SelectWidget };
