// Custom header modules of a site: each holds the headers it sets on responses (keys unique within a module,
// case-insensitively: 10102502). Domains are bound to a module through the domain module binding; a domain's
// view lists the headers of its module.
import { ApiFailure, fail } from '../errors.ts';
import { defineHandlers } from '../types.ts';
import { defineResource, stateOf } from './define.ts';
import { compact, crudOps } from './security/common.ts';
import { type HeaderEntry, seededState } from './security/module-seed.ts';
import { ruleList } from './security/rule-list.ts';
import { type ModulesState, siteModules } from './security/site-modules.ts';

export type CustomHeaderState = ModulesState<HeaderEntry>;

/** Headers a custom header module holds (101029 beyond). */
const MAX_HEADERS = 5000;

const headers = ruleList<HeaderEntry>({ noun: 'header', maxRows: MAX_HEADERS });

const customHeader = siteModules<HeaderEntry>({
  kind: 'customHeader',
  label: 'custom header',
  state: (store): CustomHeaderState => stateOf(store, customHeaderModule),
  items: headers,
  maxModules: 5000,
});

/** Keys are unique within a module, case-insensitively (10102502). */
function checkHeaderKeys(existing: readonly HeaderEntry[], keys: readonly string[]) {
  const seen = new Set(existing.map((h) => h.key.toLowerCase()));
  const lower = keys.map((key) => key.toLowerCase());
  const key = keys.find((_key, i) => seen.has(lower[i]) || lower.indexOf(lower[i]) !== i);
  if (key !== undefined) throw new ApiFailure(10102502, `duplicate keys not allowed: ${key}`, [{ in: 'body', field: 'headers', message: `${key} is already a header of the module` }], key);
  if (seen.size + keys.length > MAX_HEADERS) throw new ApiFailure(101029, `at most ${MAX_HEADERS} headers a module`, undefined, { limit: MAX_HEADERS });
}

const header = (h: { key: string; value: string }) => ({ key: h.key, value: h.value });

const customHeaderModule = defineResource<CustomHeaderState>({
  name: 'site.customHeader',
  after: ['sites', 'site-config'],
  seed: ({ store, now }) => seededState(store, now, 'customHeader', (m) => ({ items: m.headers })),
  handlers: defineHandlers({
    ...customHeader.moduleCalls(
      { list: 'user-customHeader-list-modules', update: 'user-customHeader-update-module', delete: 'user-customHeader-delete-modules' },
      true,
      (query) => (query.all ? { page: 1, pageSize: 5000 } : query),
    ),
    'user-customHeader-create-module': {
      handle({ params, body }, ctx) {
        const items = body.headers ?? [];
        checkHeaderKeys([], items.map((h) => h.key));
        if (items.some((h) => h.id !== undefined)) throw fail.field('headers', 'new headers have no id');
        return { data: customHeader.createModule(ctx, params.siteId, compact({ name: body.name, memo: body.memo }), items.map(header)) };
      },
    },
    ...customHeader.itemCalls(crudOps('customHeader', 'header', 'headers', true), {
      drafts: (body, { module }) => {
        if (body.headers.some((h) => h.id !== undefined)) throw fail.field('headers', 'new headers have no id');
        checkHeaderKeys(module.items, body.headers.map((h) => h.key));
        return body.headers.map(header);
      },
      patch: (current, body, { module }) => {
        checkHeaderKeys(module.items.filter((h) => h !== current), [body.key]);
        return header(body);
      },
    }),
  }),
});

export default customHeaderModule;
