// The widget catalogue (spec 3 "dashboard widgets keyed by widgetID plus data type", spec 9 type numbers):
// what each widgetID-dataType shows, its name and its size and settings when added.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ClientDashboardWidgetIntervalMinutes } from '../../../api/generated/model/clientDashboardWidgetIntervalMinutes';
import { ClientDashboardWidgetRange } from '../../../api/generated/model/clientDashboardWidgetRange';
import { ClientDashboardWidgetTop } from '../../../api/generated/model/clientDashboardWidgetTop';
import { type DataType, type DashboardWidget, keyOf, type WidgetID, type WidgetInterval, type WidgetRange, type WidgetTop } from './types';

export interface CatalogueEntry {
  widgetID: WidgetID;
  dataType: DataType;
  name: MessageDescriptor;
  description: MessageDescriptor;
  /** Size when added, in grid cells. */
  w: number;
  h: number;
  /** Top size when added (spec 9: 30 country and city, 20 WAF, 10 the others). */
  top?: WidgetTop;
  /** Series interval when added (spec 9: 15 on dashboards, 60 for blacklist and WAF hits). */
  intervalMinutes?: WidgetInterval;
}

const card = (widgetID: WidgetID, name: MessageDescriptor, description: MessageDescriptor): CatalogueEntry => ({ widgetID, dataType: 'card', name, description, w: 6, h: 4 });
const top = (widgetID: WidgetID, name: MessageDescriptor, description: MessageDescriptor, size: WidgetTop = 10): CatalogueEntry => ({ widgetID, dataType: 'top', name, description, w: 12, h: 8, top: size });
const series = (widgetID: WidgetID, name: MessageDescriptor, description: MessageDescriptor, intervalMinutes: WidgetInterval): CatalogueEntry => ({
  widgetID,
  dataType: 'timeSeries',
  name,
  description,
  w: 24,
  h: 8,
  intervalMinutes,
});

export const CATALOGUE: readonly CatalogueEntry[] = [
  card(3, msg`Requests and traffic`, msg`Requests answered and bytes served.`),
  card(4, msg`Unique IPs`, msg`Distinct client addresses.`),
  card(5, msg`Status codes`, msg`Answers by HTTP status code.`),
  card(14, msg`Blacklist hits`, msg`Blacklisted requests from China and from elsewhere.`),
  card(15, msg`Blocked requests`, msg`Blocked requests by block type.`),
  series(2, msg`Requests a second (QPS)`, msg`Requests a second over the range.`, 15),
  series(12, msg`Blacklist hits over time`, msg`Blacklisted requests over the range.`, 60),
  series(13, msg`WAF hits over time`, msg`Requests the WAF stopped over the range.`, 60),
  top(11, msg`Top countries`, msg`Countries sending the most requests.`, 30),
  top(12, msg`Top cities`, msg`Cities sending the most requests.`, 30),
  top(13, msg`Top referers`, msg`Pages linking to your sites most.`),
  top(14, msg`Top blacklisted IPs`, msg`Blacklisted addresses with the most requests.`),
  top(15, msg`Top URLs`, msg`The most requested URLs.`),
  top(16, msg`Top user agents`, msg`Browsers and clients sending the most requests.`),
  top(17, msg`Top request methods`, msg`Requests by HTTP method.`),
  top(18, msg`Blacklist hits by IP`, msg`Blacklisted addresses with the most hits, as security analysis shows them.`),
  top(19, msg`Top blocked IPs`, msg`Addresses whose requests were blocked most.`),
  top(20, msg`Top blocked URLs`, msg`URLs whose requests were blocked most.`),
  top(21, msg`Top blocked countries`, msg`Countries whose requests were blocked most.`, 30),
  top(22, msg`Top blocked cities`, msg`Cities whose requests were blocked most.`, 30),
  top(23, msg`Top attack methods`, msg`The attack methods the WAF saw most.`, 20),
  top(24, msg`Most attacked domains`, msg`Domains attacked most.`, 20),
  top(25, msg`Top attacking IPs`, msg`Addresses attacking most.`, 20),
];

const BY_KEY = new Map(CATALOGUE.map((entry) => [keyOf(entry.widgetID, entry.dataType), entry]));

export const entryOf = (widget: Pick<DashboardWidget, 'widgetID' | 'dataType'>): CatalogueEntry | undefined => BY_KEY.get(keyOf(widget.widgetID, widget.dataType));

/** The choices of a widget's settings: the contract's values (spec 9). */
export const RANGES = Object.values(ClientDashboardWidgetRange) as WidgetRange[];
export const INTERVALS = Object.values(ClientDashboardWidgetIntervalMinutes) as WidgetInterval[];
export const TOP_SIZES = Object.values(ClientDashboardWidgetTop) as WidgetTop[];

/** The contract's defaults of a widget's settings. */
export const DEFAULTS = { range: 'last24Hours', intervalMinutes: 15, top: 10 } as const satisfies { range: WidgetRange; intervalMinutes: WidgetInterval; top: WidgetTop };

export const DATA_TYPE_NAMES: Record<DataType, MessageDescriptor> = {
  card: msg`Cards`,
  top: msg`Top lists`,
  timeSeries: msg`Time series`,
};

export const RANGE_NAMES: Record<WidgetRange, MessageDescriptor> = {
  last24Hours: msg`Last 24 hours`,
  last30Days: msg`Last 30 days`,
};
