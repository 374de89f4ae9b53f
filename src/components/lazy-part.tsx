// A component whose code is loaded when it is first drawn (issue 29: code a screen shows only later, or after its
// first paint), with what holds its place until the code is there (nothing, or a box of its size, from its props).
// A failure to load is the route's error (chunk-load).
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';

type LazyPart<P> = ((props: P) => ReactNode) & {
  /** Loads the code now; once it is there, the part is drawn in the render that mounts it (no placeholder). */
  preload: () => Promise<ComponentType<P>>;
};

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, placeholder: (props: P) => ReactNode = () => null): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= load().then((component) => (loaded = component)));
  // React.lazy suspends on a promise even when it has settled (its callbacks run later), and React reveals what a
  // boundary held back no sooner than 300 ms after its placeholder: code loaded beforehand (`preload`) is handed over
  // in a thenable that answers at once, which React.lazy reads in the same render.
  const Part = lazy(() =>
    loaded
      ? ({ then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: loaded! }) } as unknown as Promise<{ default: ComponentType<P> }>)
      : preload().then((component) => ({ default: component })),
  );
  function LazyPart(props: P) {
    return (
      <Suspense fallback={placeholder(props)}>
        <Part {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyPart, { preload });
}
