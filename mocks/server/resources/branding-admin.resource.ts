// The client console's branding sets (customise logo): the default set (host '') and one a console host.
// The sign-in page reads store.branding (the open {kind}/logo call): after every change the client's record
// there gets the default set's texts and images and the hosts of all its sets, so the new title and logo show.
import { fail } from '../errors.ts';
import type { Store } from '../state/store.ts';
import { defineHandlers } from '../types.ts';
import { defineResource, stateOf } from './define.ts';
import { bodyError, iso, type Schemas, unowned } from './system/common.ts';
import { collection, sent, tenantRows } from './crud.ts';
import { pick } from './crud-more.ts';

const IMAGE_FIELDS = ['logo', 'favicon', 'backgroundImage', 'sidebarLogo', 'sidebarSimpleLogo'] as const;
type ImageField = (typeof IMAGE_FIELDS)[number];
/** What a set shows on the sign-in page, in the order it is shown: its texts, then its images. */
const SHOWN = ['title', 'copyright', ...IMAGE_FIELDS] as const;
const imagesOf = (source: Partial<Record<ImageField, string | null>>) => Object.fromEntries(IMAGE_FIELDS.map((field) => [field, source[field] ?? null])) as Record<ImageField, string | null>;

type BrandingSetRecord = Schemas['ClientBranding'] & { clientId: number };

interface BrandingState {
  sets: BrandingSetRecord[];
  /** Console hosts a client had before its sets (from the base branding table); they show the default set. */
  consoleHosts: { clientId: number; hosts: string[] }[];
  sequence: number;
}

type Upload = Partial<Record<ImageField | 'host' | 'title' | 'copyright', string>>;

const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** Accepted image kinds (gif, png, jpg, jpeg, bmp): the first bytes of each and the media types that declare it. */
const KINDS = [
  { magic: [0x47, 0x49, 0x46, 0x38], types: ['gif'] },
  { magic: [0x89, 0x50, 0x4e, 0x47], types: ['png'] },
  { magic: [0xff, 0xd8, 0xff], types: ['jpeg', 'jpg', 'pjpeg'] },
  { magic: [0x42, 0x4d], types: ['bmp', 'x-ms-bmp', 'x-bmp'] },
];
const IMAGE_TYPES = new Map<string, number[]>(KINDS.flatMap(({ magic, types }) => types.map((type) => [`image/${type}`, magic] as const)));

/** Why an uploaded value is not an accepted image, or null. */
function imageProblem(value: string) {
  const match = /^data:([^;,]*)(;[^,]*)?,(.*)$/s.exec(value);
  if (!match) return 'must be an uploaded image file';
  const [, type = '', params = '', data = ''] = match;
  const bytes = params.includes('base64') ? Buffer.from(data, 'base64') : Buffer.from(decodeURIComponent(data), 'latin1');
  if (bytes.length === 0) return 'is an empty file';
  if (bytes.length > MAX_IMAGE_BYTES) return 'is larger than 2 MB';
  const declared = IMAGE_TYPES.get(type.toLowerCase());
  const starts = (magic: number[]) => magic.every((byte, i) => bytes[i] === byte);
  if (declared ? !starts(declared) : type !== '' && type !== 'application/octet-stream') return 'must be a gif, png, jpg, jpeg or bmp image';
  if (!KINDS.some((kind) => starts(kind.magic))) return 'must be a gif, png, jpg, jpeg or bmp image';
  return null;
}

const HOST = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const normalHost = (host: string) => host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');

const state = (store: Store): BrandingState => stateOf(store, brandingModule);

/** Lays the client's sets over its record of the base branding table (what the sign-in page shows). */
function project(store: Store, clientId: number) {
  const s = state(store);
  const sets = s.sets.filter((b) => b.clientId === clientId);
  const base = s.consoleHosts.find((c) => c.clientId === clientId)?.hosts ?? [];
  const hosts = [...new Set([...base, ...sets.map((b) => b.host).filter((h) => h !== '')])];
  const chosen = sets.find((b) => b.host === '');
  const branding: Schemas['Branding'] = {};
  for (const field of SHOWN) {
    const value = chosen?.[field];
    if (value) branding[field] = value;
  }
  if (!sets.length && !base.length) store.branding.delete(clientId);
  else store.branding.put({ clientId, hosts, branding });
}

/** Checks an upload (texts, images, host) before anything changes; answers the normalised host. */
function checkUpload(store: Store, clientId: number, body: Upload, except: number | null) {
  const problems = IMAGE_FIELDS.flatMap((field) => {
    const value = body[field];
    if (value === undefined) return [];
    const problem = imageProblem(value);
    return problem ? [{ in: 'body' as const, field, message: problem }] : [];
  });
  if (problems.length) throw fail.parameter('parameter error', problems);
  if (body.host === undefined) return undefined;
  const host = normalHost(body.host);
  if (host !== '' && !HOST.test(host)) throw bodyError('host', 'is not a host name');
  const s = state(store);
  const takenBySet = s.sets.some((b) => b.id !== except && b.host === host && (host !== '' || b.clientId === clientId));
  const takenByOther = host !== '' && [...store.branding.values()].some((r) => r.clientId !== clientId && r.hosts.includes(host));
  if (takenBySet || takenByOther) {
    throw fail.duplicate('duplicated data', [{ in: 'body', field: 'host', message: host === '' ? 'the default set exists' : `${host} has a branding set` }]);
  }
  return host;
}

const brandingModule = defineResource<BrandingState>({
  name: 'system-branding',
  seed: ({ store }) => {
    const records = [...store.branding.values()].sort((a, b) => a.clientId - b.clientId);
    const sets = records.map(({ clientId, branding: b }, index): BrandingSetRecord => {
      const updatedAt = store.accounts.get(clientId)?.updatedAt ?? store.seededAt;
      return { id: index + 1, clientId, host: '', title: b.title ?? '', copyright: b.copyright ?? '', ...imagesOf(b), updatedAt };
    });
    return { sets, consoleHosts: records.map(({ clientId, hosts }) => ({ clientId, hosts: [...hosts] })), sequence: records.length };
  },
  handlers: defineHandlers({
    ...collection(
      { list: 'client-branding-list-logos', create: 'client-branding-create-logo', update: 'client-branding-update-logo', delete: 'client-branding-delete-logo' },
      {
        noun: 'branding set',
        at: (_input, context) => tenantRows(context, state(context.store), 'sets', (s) => (s.sequence += 1)),
        order: (a, b) => (a.host === '' ? -1 : b.host === '' ? 1 : a.host.localeCompare(b.host)) || a.id - b.id,
        created: true,
        updated: true,
        make: (input, id, { clientId }, { store, now }) => {
          const body = (input ?? {}) as unknown as Upload;
          const host = checkUpload(store, clientId, { ...body, host: body.host ?? '' }, null) ?? '';
          return { id, clientId, host, title: body.title ?? '', copyright: body.copyright ?? '', ...imagesOf(body), updatedAt: iso(now) };
        },
        patch: (record, input, { clientId }, { store, now }) => {
          const body = input as unknown as Upload;
          const host = checkUpload(store, clientId, body, record.id);
          if (host !== undefined) record.host = host;
          Object.assign(record, sent(pick(body, SHOWN)), { updatedAt: iso(now) });
        },
        written: ({ clientId }, { store }) => project(store, clientId),
        view: unowned<BrandingSetRecord>,
      },
    ),
  }),
});

export default brandingModule;
