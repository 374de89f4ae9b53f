// The date fields for places that show them only after a click (a custom time range, the domains' date filters),
// loaded when first shown (issue 29): Mantine's dates package, its calendar and its styles (about 22 kB gzip) are
// then no part of the dashboard, the statistics page or the domains tab as a phone first loads them. Until the code
// is there, a box of the field's height holds its place; a failure to load is the route's error (chunk-load).
import { Skeleton } from '@mantine/core';
import { lazyPart } from '../lazy-part';

const fields = () => import('./MomentField');

// A label (about 22 px) over an input (36 px), as the field draws them.
const placeholder = () => <Skeleton h={60} w={200} />;

export const LazyMomentField = lazyPart(() => fields().then((m) => m.MomentField), placeholder);

export const LazyDayField = lazyPart(() => fields().then((m) => m.DayField), placeholder);
