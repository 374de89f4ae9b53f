// A cookie jar standing in for document.cookie in Node-environment unit tests.
export function installCookieJar(apiHost = 'http://console.test'): Map<string, string> {
  const jar = new Map<string, string>();
  const doc = {
    // The deploy-time API host prefix (see src/api/config.ts).
    querySelector: (selector: string) => (selector.includes('parapet-api-host') ? { content: apiHost } : null),
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      const [pair, ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const expired = attributes.some((a) => /expires=/i.test(a) && new Date(a.split('=')[1]).getTime() < Date.now());
      if (expired) jar.delete(name);
      else jar.set(name, pair.slice(at + 1));
    },
  };
  Object.defineProperty(globalThis, 'document', { value: doc, configurable: true, writable: true });
  return jar;
}
