import '@testing-library/jest-dom/vitest';

// Mantine in jsdom needs these browser APIs.
if (typeof window !== 'undefined') {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView ??= () => {};
  // Mantine's autosizing textarea listens for web fonts loading.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {} } });
  }
}

// What a test drew is taken down after it, in every file (Testing Library does so on its own only where the test
// API is global, which it is not here). Files that did not call `cleanup` left their tables and Mantine's portal
// node in the document for the next file of the same worker (isolate: false), which then found two tables' headers.
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  const { afterEach } = await import('vitest');
  afterEach(cleanup);
  // Mantine's Modal loads apart from the page's code (components/dialog-mount.tsx): loaded here, a test's dialog opens in
  // the render that opens it, as in a page that has been idle once.
  const { preloadDialogs } = await import('../src/components/dialog-mount');
  await preloadDialogs();
}
