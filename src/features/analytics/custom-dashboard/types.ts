// The dashboard layout's types are the contract's (src/api/schema.d.ts).
import type { components } from '../../../api/schema';

export type Dashboard = Omit<components['schemas']['ClientDashboard'], 'pages'> & { pages: DashboardPage[] };
type Widget = components['schemas']['ClientDashboardWidget'];
/** A widget as sent: range, intervalMinutes and top have defaults in the contract, so a widget may leave them out. */
export type DashboardWidget = Omit<Widget, 'range' | 'intervalMinutes' | 'top'> & Partial<Pick<Widget, 'range' | 'intervalMinutes' | 'top'>>;
export type DashboardPage = Omit<components['schemas']['ClientDashboardPage'], 'widgets'> & { widgets: DashboardWidget[] };
export type DataType = Widget['dataType'];
export type WidgetID = Widget['widgetID'];
export type WidgetRange = Widget['range'];
export type WidgetInterval = Widget['intervalMinutes'];
export type WidgetTop = Widget['top'];

/** The 24-column grid of the dashboard. */
export const GRID_COLUMNS = 24;
/** The contract's limits of a layout (ClientDashboard.pages maxItems, ClientDashboardPage.widgets maxItems). */
export const MAX_PAGES = 20;
export const MAX_WIDGETS = 100;

export const keyOf = (widgetID: number, dataType: DataType) => `${widgetID}-${dataType}`;
