// Mantine's useId (@mantine/hooks) keeps React's id for the first render, then sets a random one in a layout effect:
// every input, switch, checkbox, select, popover and modal rendered a second time as it mounted, synchronously at the
// end of the commit that drew it (issue 29). React's id is unique within the console's one root and the same from the
// first render, so it is kept: the same function without the effect. Build and dev server (the optimizer) alike, and
// the benchmark pages (bench/page-config.mjs, bench/ui), so that a bench measures the Mantine the console ships.
const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;
const STABLE_USE_ID = `import { useId as useReactId } from 'react';
export function useId(staticId) {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : \`mantine-\${reactId.replace(/:/g, '')}\`;
}
`;
/** The plugin (a `load` hook): the console's build, the dev server's optimizer and the benchmark pages use it. */
export const mantineStableIds = () => ({
  name: 'parapet-mantine-stable-ids',
  load: (id) => (MANTINE_USE_ID.test(id) ? STABLE_USE_ID : null),
});
