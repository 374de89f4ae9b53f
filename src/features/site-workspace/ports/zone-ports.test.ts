// The zone's listening ports joined with the site's open ones (zone-ports.list.json's rows).
import { describe, expect, it } from 'vitest';
import { joinPorts } from './zone-port-parts';

describe('joinPorts', () => {
  it('marks the zone ports open on the site, keeps an open port the zone no longer offers, sorted by port', () => {
    const rows = joinPorts(
      [
        { port: 443, portType: 'https' },
        { port: 80, portType: 'http' },
        { port: 2053, portType: 'https' },
      ],
      [
        { port: 80, portType: 'http', domainCount: 12 },
        { port: 8081, portType: 'http', domainCount: 0 },
      ],
    );
    expect(rows).toEqual([
      { port: 80, portType: 'http', offered: true, open: true, domainCount: 12 },
      { port: 443, portType: 'https', offered: true, open: false, domainCount: null },
      { port: 2053, portType: 'https', offered: true, open: false, domainCount: null },
      { port: 8081, portType: 'http', offered: false, open: true, domainCount: 0 },
    ]);
  });
});
