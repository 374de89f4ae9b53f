// "What this rule does", one explanation per rule kind of the module screens, from the values being typed
// (so every field may still be missing: then there is nothing to say yet, and the answer is null).
import { plural, t } from '@lingui/core/macro';
import { duration, listOf, looksLikeRegex, someOf } from './words';

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

export interface CorsValues {
  origins?: string;
  methods?: string[];
  allowHeaders?: string[];
  exposeHeaders?: string[];
  allowCredentials?: boolean;
  maxAge?: number;
}

/** A CORS module: who may call, with which methods, what the browser may keep. */
export function explainCors(values: CorsValues): string | null {
  const { origins, allowCredentials, maxAge } = values;
  const [methods, allowHeaders, exposeHeaders] = [values.methods, values.allowHeaders, values.exposeHeaders].map((list) => (list ?? []).filter(filled));
  if (!filled(origins) || methods.length === 0) return null;
  // Only * or a value starting with {host} is a policy; anything else is refused before saving.
  if (origins !== '*' && !origins.startsWith('{host}')) return null;
  const verbs = listOf(methods);
  const parts: string[] = [];
  if (origins === '*') parts.push(t`Pages of any site may call the bound domains from the browser with ${verbs}.`);
  else if (origins === '{host}') parts.push(t`Only pages of the requested domain itself may call it from the browser with ${verbs}.`);
  else parts.push(t`Only pages served from ${origins} (the requested domain in place of the placeholder) may call it from the browser with ${verbs}.`);
  if (allowHeaders.length > 0) {
    const headers = someOf(allowHeaders);
    parts.push(t`They may send the headers ${headers}.`);
  }
  if (exposeHeaders.length > 0) {
    const headers = someOf(exposeHeaders);
    parts.push(t`Their scripts may read the response headers ${headers}.`);
  }
  if (allowCredentials && origins === '*') parts.push(t`Browsers refuse credentials when any site is allowed: turn credentials off or name the origin.`);
  else if (allowCredentials) parts.push(t`Cookies and other credentials are sent along.`);
  if (typeof maxAge === 'number' && maxAge >= 1 && maxAge <= 86400) {
    const time = duration(maxAge);
    parts.push(t`Browsers ask again after ${time}.`);
  }
  return parts.join(' ');
}

export interface RedirectValues {
  source?: string;
  target?: string;
  code?: number;
}

/** A URL redirect entry. */
export function explainRedirect({ source, target, code }: RedirectValues): string | null {
  if (!filled(source) || !filled(target)) return null;
  const pattern = looksLikeRegex(source);
  if (code === 302) {
    return pattern
      ? t`Requests whose path matches ${source} are sent to ${target} with a temporary redirect (302): browsers ask again each time.`
      : t`Requests for ${source} are sent to ${target} with a temporary redirect (302): browsers ask again each time.`;
  }
  return pattern
    ? t`Requests whose path matches ${source} are sent to ${target} with a permanent redirect (301): browsers and search engines remember the new address.`
    : t`Requests for ${source} are sent to ${target} with a permanent redirect (301): browsers and search engines remember the new address.`;
}

export interface ProxyRewriteValues {
  regex?: string;
  replacement?: string;
  host?: string | null;
  enabled?: boolean;
}

/** A proxy rewrite rule: what the origin is asked for instead. */
export function explainProxyRewrite({ regex, replacement, host, enabled }: ProxyRewriteValues): string | null {
  if (!filled(regex) || !filled(replacement)) return null;
  const sentence = filled(host)
    ? t`Requests whose URI matches ${regex} are fetched from the origin as ${replacement}, with the Host header ${host}; visitors keep seeing the address they asked for.`
    : t`Requests whose URI matches ${regex} are fetched from the origin as ${replacement}; visitors keep seeing the address they asked for.`;
  return enabled === false ? `${sentence} ${t`The rule is off: nothing is rewritten until it is switched on.`}` : sentence;
}

export interface HeaderValues {
  key?: string;
  value?: string;
}

/** A custom response header. */
export function explainHeader({ key, value }: HeaderValues): string | null {
  if (!filled(key)) return null;
  return filled(value)
    ? t`Every response of the domains using this module carries the header ${key}: ${value}.`
    : t`Every response of the domains using this module carries the header ${key} with an empty value.`;
}

/**
 * The risks of a custom header that spec 8 warns about: HSTS on a domain without HTTPS blocks its visitors,
 * and HTTP/3 breaks when the host in alt-svc is not the domain the visitor asked for.
 */
export function headerWarnings({ key, value }: HeaderValues): string[] {
  const name = key?.trim().toLowerCase();
  if (name === 'strict-transport-security')
    return [
      t`Enabling HSTS while HTTPS is off blocks clients: browsers that get this header refuse plain HTTP to the domain for as long as max-age says. Give every domain using this module a certificate and turn on Force HTTPS first.`,
    ];
  if (name !== 'alt-svc' || !value) return [];
  // alt-svc: h3=":443"; ma=86400, h3-29="cdn.example:443" — an authority with a host pins HTTP/3 to that host.
  const hosts = [...value.matchAll(/\bh3(?:-\d+)?\s*=\s*"([^"]*)"/gi)]
    .map((match) => match[1]!.replace(/:\d*$/, '').trim())
    .filter(Boolean);
  return [...new Set(hosts)].map(
    (host) =>
      t`HTTP/3 breaks if the domain in the alt-svc header does not match: this value sends browsers to ${host}, so visitors of any other domain using this module fail over HTTP/3. Leave the host out (h3=":443") to let each domain name itself.`,
  );
}

export interface TokenAuthValues {
  urlRegex?: string;
  paramName?: string;
  expireSeconds?: number;
  enabled?: boolean;
}

/** A token authentication (time-stamp anti-leech) item. */
export function explainTokenAuth({ urlRegex, paramName, expireSeconds, enabled }: TokenAuthValues): string | null {
  if (!filled(urlRegex)) return null;
  const param = filled(paramName) ? paramName : 'auth_key';
  const time = duration(typeof expireSeconds === 'number' && expireSeconds > 0 ? expireSeconds : 1800);
  const sentence = t`Requests to URLs matching ${urlRegex} need a token signed with the key in the ${param} query parameter; a signed link works for ${time} after its time stamp, then it is refused.`;
  return enabled === false ? `${sentence} ${t`The item is off: these URLs are served without a token until it is switched on.`}` : sentence;
}

export interface AntiRefererValues {
  isBlack?: boolean;
  referers?: string[];
  allowEmpty?: boolean;
  enabled?: boolean;
}

/** An anti-hotlinking rule of a domain. */
export function explainAntiReferer({ isBlack, referers: typed = [], allowEmpty, enabled }: AntiRefererValues): string | null {
  const referers = typed.filter(filled);
  if (referers.length === 0 || isBlack === undefined) return null;
  const count = referers.length;
  const names = someOf(referers);
  const main = isBlack
    ? plural(count, { one: `Requests linked from # site (${names}) are refused.`, other: `Requests linked from # sites (${names}) are refused.` })
    : plural(count, { one: `Only requests linked from # site (${names}) are served; links from elsewhere are refused.`, other: `Only requests linked from # sites (${names}) are served; links from elsewhere are refused.` });
  const empty = allowEmpty === false
    ? t`Requests without a Referer header (typed addresses, bookmarks, some apps) are refused too.`
    : t`Requests without a Referer header (typed addresses, bookmarks) are served.`;
  const off = enabled === false ? ` ${t`The rule is off until it is switched on.`}` : '';
  return `${main} ${empty}${off}`;
}

export interface AntiHeaderValues {
  header?: string;
  regex?: string;
  isBlack?: boolean;
  enabled?: boolean;
}

/** A header rule of a domain. */
export function explainAntiHeader({ header, regex, isBlack, enabled }: AntiHeaderValues): string | null {
  if (!filled(header) || !filled(regex) || isBlack === undefined) return null;
  const sentence = isBlack
    ? t`Requests whose ${header} header matches ${regex} are refused.`
    : t`Requests whose ${header} header does not match ${regex} (or that have none) are refused.`;
  return enabled === false ? `${sentence} ${t`The rule is off until it is switched on.`}` : sentence;
}

export interface ReplaceValues {
  search?: string;
  replacement?: string;
}

/** Replacing text in the targets of a module's redirects, in all of them or in `chosen` ones. */
export function explainReplace({ search, replacement }: ReplaceValues, chosen: number | null): string | null {
  if (!filled(search)) return null;
  if (chosen !== null) {
    return filled(replacement)
      ? plural(chosen, { one: `In the target of the # chosen redirect, ${search} becomes ${replacement}.`, other: `In the targets of the # chosen redirects, ${search} becomes ${replacement}.` })
      : plural(chosen, { one: `${search} is removed from the target of the # chosen redirect.`, other: `${search} is removed from the targets of the # chosen redirects.` });
  }
  return filled(replacement)
    ? t`In every target of this module, ${search} becomes ${replacement}.`
    : t`${search} is removed from every target of this module.`;
}
