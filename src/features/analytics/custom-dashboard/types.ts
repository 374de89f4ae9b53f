// The dashboard layout's types are the contract's (src/api/schema.d.ts).
import type { components } from '../../../api/schema';

export type Dashboard = components['schemas']['ClientDashboard'];
export type DashboardPage = components['schemas']['ClientDashboardPage'];
export type DashboardWidget = components['schemas']['ClientDashboardWidget'];
export type DataType = DashboardWidget['dataType'];
export type WidgetID = DashboardWidget['widgetID'];
export type WidgetRange = NonNullable<DashboardWidget['range']>;
export type WidgetInterval = NonNullable<DashboardWidget['intervalMinutes']>;
export type WidgetTop = NonNullable<DashboardWidget['top']>;

/** The 24-column grid of the dashboard. */
export const GRID_COLUMNS = 24;
/** The contract's limits of a layout (ClientDashboard.pages maxItems, ClientDashboardPage.widgets maxItems). */
export const MAX_PAGES = 20;
export const MAX_WIDGETS = 100;

export const keyOf = (widgetID: number, dataType: DataType) => `${widgetID}-${dataType}`;
