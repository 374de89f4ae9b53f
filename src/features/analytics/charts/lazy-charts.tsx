// The drawing code of the analytics charts (@mantine/charts and Recharts, about 125 kB gzip) loaded when the first
// chart is drawn, not with the screen (issue 29): the dashboard and the statistics page show their cards, figures
// and tables first, and a phone does not pay for Recharts before the page's first paint. Until the code is there, the
// chart's box (its height, kept by the caller) stays empty; a failure to load is the route's error (chunk-load).
import type { ComponentProps } from 'react';
import type { AreaChart as AreaChartType, BarChart as BarChartType, LineChart as LineChartType } from '@mantine/charts';
import { lazyPart } from '../../../components/lazy-part';

const drawing = () => import('./drawing');

export const AreaChart = lazyPart<ComponentProps<typeof AreaChartType>>(() => drawing().then((m) => m.AreaChart));
// The top lists' bars have no box of their own: the fallback keeps their height (a number here) meanwhile.
export const BarChart = lazyPart<ComponentProps<typeof BarChartType>>(
  () => drawing().then((m) => m.BarChart),
  (props) => <div style={{ height: typeof props.h === 'number' ? props.h : undefined }} />,
);
export const LineChart = lazyPart<ComponentProps<typeof LineChartType>>(() => drawing().then((m) => m.LineChart));

/**
 * Loads the drawing code of the three charts (a chart about to be drawn, a benchmark measuring the drawing alone): a
 * chart mounted once it is there is drawn in the render that mounts it.
 */
export const preloadCharts = () => Promise.all([AreaChart.preload(), BarChart.preload(), LineChart.preload()]);
