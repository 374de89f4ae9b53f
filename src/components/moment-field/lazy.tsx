// The date fields for places that show them only after a click (a custom time range, the domains' date filters),
// loaded when first shown (issue 29): Mantine's dates package, its calendar and its styles (about 22 kB gzip) are
// then no part of the dashboard, the statistics page or the domains tab as a phone first loads them. Until the code
// is there, a box of the field's height holds its place; a failure to load is the route's error (chunk-load).
import { Skeleton } from '@mantine/core';
import { type ComponentProps, lazy, Suspense } from 'react';
import type { DayField as DayFieldType, MomentField as MomentFieldType } from './MomentField';

const fields = () => import('./MomentField');
const Moment = lazy(() => fields().then((m) => ({ default: m.MomentField })));
const Day = lazy(() => fields().then((m) => ({ default: m.DayField })));

// A label (about 22 px) over an input (36 px), as the field draws them.
const placeholder = <Skeleton h={60} w={200} />;

export const LazyMomentField = (props: ComponentProps<typeof MomentFieldType>) => (
  <Suspense fallback={placeholder}>
    <Moment {...props} />
  </Suspense>
);

export const LazyDayField = (props: ComponentProps<typeof DayFieldType>) => (
  <Suspense fallback={placeholder}>
    <Day {...props} />
  </Suspense>
);
