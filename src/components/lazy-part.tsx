// A component whose code is loaded when it is first drawn (issue 29: code a screen shows only later, or after its
// first paint), with what holds its place until the code is there (nothing, or a box of its size, from its props).
// A failure to load is the route's error (chunk-load).
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, placeholder: (props: P) => ReactNode = () => null) {
  const Part = lazy(() => load().then((component) => ({ default: component })));
  return function LazyPart(props: P) {
    return (
      <Suspense fallback={placeholder(props)}>
        <Part {...props} />
      </Suspense>
    );
  };
}
