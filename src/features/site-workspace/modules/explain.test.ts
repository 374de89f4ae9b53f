// @vitest-environment node
import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  explainAntiHeader,
  explainAntiReferer,
  explainCors,
  explainHeader,
  headerWarnings,
  explainProxyRewrite,
  explainRedirect,
  explainReplace,
  explainTokenAuth,
} from './explain';
import { duration, someOf } from './words';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

describe('words', () => {
  it('says durations in their largest whole unit', () => {
    expect(duration(86400)).toBe('1 day');
    expect(duration(172800)).toBe('2 days');
    expect(duration(3600)).toBe('1 hour');
    expect(duration(1800)).toBe('30 minutes');
    expect(duration(90)).toBe('90 seconds');
    expect(duration(1)).toBe('1 second');
  });
  it('names a few and counts the rest', () => {
    expect(someOf(['a'])).toBe('a');
    expect(someOf(['a', 'b', 'c'])).toBe('a, b, and c');
    expect(someOf(['a', 'b', 'c', 'd', 'e'])).toBe('a, b, c, and 2 more');
  });
});

describe('explainCors', () => {
  it('waits for origins and methods', () => {
    expect(explainCors({})).toBeNull();
    expect(explainCors({ origins: '*', methods: [] })).toBeNull();
    expect(explainCors({ origins: 'http://x', methods: ['GET'] })).toBeNull();
  });
  it('any site, with the preflight cache', () => {
    expect(explainCors({ origins: '*', methods: ['GET', 'HEAD'], maxAge: 86400 })).toBe(
      'Pages of any site may call the bound domains from the browser with GET and HEAD. Browsers ask again after 1 day.',
    );
  });
  it('the requested host, headers and credentials', () => {
    expect(
      explainCors({ origins: '{host}', methods: ['GET', 'POST', 'OPTIONS'], allowHeaders: ['Content-Type', 'Authorization'], exposeHeaders: ['X-Request-Id'], allowCredentials: true, maxAge: 3600 }),
    ).toBe(
      'Only pages of the requested domain itself may call it from the browser with GET, POST, and OPTIONS. They may send the headers Content-Type and Authorization. Their scripts may read the response headers X-Request-Id. Cookies and other credentials are sent along. Browsers ask again after 1 hour.',
    );
  });
  it('a host with a port, and credentials refused with *', () => {
    expect(explainCors({ origins: '{host}:8443', methods: ['GET'] })).toContain('Only pages served from {host}:8443');
    expect(explainCors({ origins: '*', methods: ['GET'], allowCredentials: true })).toContain('Browsers refuse credentials when any site is allowed');
  });
  it('says nothing of a max-age out of range', () => {
    expect(explainCors({ origins: '*', methods: ['GET'], maxAge: 0 })).not.toContain('ask again');
  });
});

describe('explainRedirect', () => {
  it('waits for both addresses', () => {
    expect(explainRedirect({ source: '/sale' })).toBeNull();
  });
  it('a path, permanently or temporarily', () => {
    expect(explainRedirect({ source: '/sale', target: 'https://shop.example/sale', code: 301 })).toBe(
      'Requests for /sale are sent to https://shop.example/sale with a permanent redirect (301): browsers and search engines remember the new address.',
    );
    expect(explainRedirect({ source: '/sale', target: 'https://shop.example/sale', code: 302 })).toContain('temporary redirect (302)');
  });
  it('a pattern', () => {
    expect(explainRedirect({ source: '^/old/(.*)$', target: 'https://shop.example/new', code: 301 })).toMatch(/^Requests whose path matches \^\/old\/\(\.\*\)\$ are sent/);
  });
});

describe('explainProxyRewrite', () => {
  it('with and without a host, on and off', () => {
    expect(explainProxyRewrite({ regex: '^/shop/(.*)$', replacement: '/store/$1', enabled: true })).toBe(
      'Requests whose URI matches ^/shop/(.*)$ are fetched from the origin as /store/$1; visitors keep seeing the address they asked for.',
    );
    expect(explainProxyRewrite({ regex: '^/j/', replacement: '/', host: 'origin.example' })).toContain('with the Host header origin.example');
    expect(explainProxyRewrite({ regex: '^/j/', replacement: '/', enabled: false })).toContain('The rule is off');
    expect(explainProxyRewrite({ regex: '^/j/' })).toBeNull();
  });
});

describe('explainHeader', () => {
  it('names the header and its value', () => {
    expect(explainHeader({ key: 'X-Frame-Options', value: 'SAMEORIGIN' })).toBe('Every response of the domains using this module carries the header X-Frame-Options: SAMEORIGIN.');
    expect(explainHeader({ key: 'X-Empty' })).toContain('with an empty value');
    expect(explainHeader({ value: 'x' })).toBeNull();
  });
  it('keeps hostile text as text', () => {
    expect(explainHeader({ key: 'X-Test', value: '<img src=x onerror=alert(1)>' })).toContain('<img src=x onerror=alert(1)>');
  });
});

describe('headerWarnings', () => {
  it('warns that HSTS without HTTPS blocks clients, whatever the case of the name', () => {
    expect(headerWarnings({ key: ' strict-transport-security ', value: 'max-age=31536000' })).toEqual([expect.stringContaining('Enabling HSTS while HTTPS is off blocks clients')]);
  });
  it('warns of each host that an alt-svc value pins HTTP/3 to, and not of a value without one', () => {
    const warnings = headerWarnings({ key: 'Alt-Svc', value: 'h3="cdn.harbor-tea.example:443"; ma=86400, h3-29="cdn.harbor-tea.example:443", h2=":443"' });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('sends browsers to cdn.harbor-tea.example');
    expect(headerWarnings({ key: 'alt-svc', value: 'h3=":443"; ma=86400' })).toEqual([]);
    expect(headerWarnings({ key: 'X-Frame-Options', value: 'h3="a.example:443"' })).toEqual([]);
  });
});

describe('explainTokenAuth', () => {
  it('the parameter and how long a signed link works', () => {
    expect(explainTokenAuth({ urlRegex: '^/ebooks/', paramName: 'token', expireSeconds: 300, enabled: true })).toBe(
      'Requests to URLs matching ^/ebooks/ need a token signed with the key in the token query parameter; a signed link works for 5 minutes after its time stamp, then it is refused.',
    );
  });
  it('defaults and off', () => {
    const sentence = explainTokenAuth({ urlRegex: '^/x/', enabled: false })!;
    expect(sentence).toContain('in the auth_key query parameter');
    expect(sentence).toContain('30 minutes');
    expect(sentence).toContain('The item is off');
    expect(explainTokenAuth({})).toBeNull();
  });
});

describe('explainAntiReferer', () => {
  it('a refused list, one site', () => {
    expect(explainAntiReferer({ isBlack: true, referers: ['leech.example'], allowEmpty: true })).toBe(
      'Requests linked from 1 site (leech.example) are refused. Requests without a Referer header (typed addresses, bookmarks) are served.',
    );
  });
  it('an allowed list, several sites, empty referers refused', () => {
    const sentence = explainAntiReferer({ isBlack: false, referers: ['a.example', 'b.example', 'c.example', 'd.example'], allowEmpty: false, enabled: false })!;
    expect(sentence).toContain('Only requests linked from 4 sites (a.example, b.example, c.example, and 1 more) are served');
    expect(sentence).toContain('are refused too');
    expect(sentence).toContain('The rule is off');
  });
  it('waits for referers (a list being typed may hold blanks)', () => {
    expect(explainAntiReferer({ isBlack: true, referers: [] })).toBeNull();
    expect(explainAntiReferer({ isBlack: true, referers: [undefined as unknown as string] })).toBeNull();
    expect(explainCors({ origins: '*', methods: ['GET', undefined as unknown as string], allowHeaders: [undefined as unknown as string] })).toBe('Pages of any site may call the bound domains from the browser with GET.');
  });
});

describe('explainAntiHeader', () => {
  it('matching refused, or not matching refused', () => {
    expect(explainAntiHeader({ header: 'User-Agent', regex: 'sqlmap', isBlack: true })).toBe('Requests whose User-Agent header matches sqlmap are refused.');
    expect(explainAntiHeader({ header: 'X-Client', regex: '^web-', isBlack: false, enabled: false })).toBe(
      'Requests whose X-Client header does not match ^web- (or that have none) are refused. The rule is off until it is switched on.',
    );
    expect(explainAntiHeader({ header: 'X' })).toBeNull();
  });
});

describe('explainReplace', () => {
  it('all targets or the chosen ones, replaced or removed', () => {
    expect(explainReplace({ search: 'http://old', replacement: 'https://new' }, null)).toBe('In every target of this module, http://old becomes https://new.');
    expect(explainReplace({ search: '?from=flyer' }, null)).toBe('?from=flyer is removed from every target of this module.');
    expect(explainReplace({ search: 'a', replacement: 'b' }, 1)).toBe('In the target of the 1 chosen redirect, a becomes b.');
    expect(explainReplace({ search: 'a' }, 3)).toBe('a is removed from the targets of the 3 chosen redirects.');
    expect(explainReplace({}, null)).toBeNull();
  });
});
