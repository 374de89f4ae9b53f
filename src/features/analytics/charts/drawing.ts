// Loaded on demand by lazy-charts.tsx: the chart components and their styles.
import '@mantine/charts/styles.css';

export { AreaChart, BarChart, LineChart } from '@mantine/charts';
