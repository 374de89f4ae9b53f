// The open branding call of the sign-in page: the client's branding for the client and user consoles
// (chosen by the host the console is served from, else the deployment's client), nothing for admin.
import { defineHandlers } from '../types.ts';

const hostName = (host: string) => host.trim().toLowerCase().replace(/:\d+$/, '');

export const brandingHandlers = defineHandlers({
  'kind-branding-get-logo': {
    handle({ params, query }, { store }) {
      if (params.kind === 'admin') return { data: {} };
      const wanted = query.host === undefined ? null : hostName(query.host);
      const record =
        (wanted !== null ? store.branding.find((b) => b.hosts.includes(wanted)) : undefined) ?? store.branding.get(store.defaultClientId);
      return { data: { ...(record?.branding ?? {}) } };
    },
  },
});
