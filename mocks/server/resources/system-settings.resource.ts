// The client console's system management: system settings, Nginx defaults, trigger rates, default error
// pages, notification settings (mail relay and chat-bot, also the end user's chat-bot), the CNAME rows, DNS
// lines and unprocessed records of the DNS provider, and the system status (health).
import { clientRootOf, iso, type Schemas, unit } from './system/common.ts';
import { defineHandlers } from '../types.ts';
import { defineResource } from './define.ts';
import { dnsHandlers } from './system/dns-handlers.ts';
import { LICENSES_MODULE, orderOf } from './system/licenses-model.ts';
import { notifyHandlers } from './system/notify-handlers.ts';
import { settingsHandlers } from './system/settings-handlers.ts';
import { SETTINGS_MODULE, type SettingsState } from './system/settings-model.ts';
import { seedSettings } from './system/settings-seed.ts';

const CONSOLE_VERSION = '1.11.3';

const settingsModule = defineResource<SettingsState>({
  name: SETTINGS_MODULE,
  after: [LICENSES_MODULE],
  seed: ({ store, now }) => seedSettings(store, now),
  handlers: {
    ...settingsHandlers,
    ...dnsHandlers,
    ...notifyHandlers,
    ...defineHandlers({
      'client-health-get-health': {
        handle(_input, { store, now, caller }) {
          const client = clientRootOf(store, caller.account);
          // Latencies vary by minute, deterministically.
          const minute = Math.floor(now / 60_000);
          const jitter = (name: string, low: number, high: number) => Math.round(low + (high - low) * unit(`${client.id}:${name}:${minute}`));
          const checks: Schemas['ClientHealth']['checks'] = (
            [['database', 1, 5], ['cache', 0, 2], ['messageQueue', 1, 4], ['logStore', 25, 70]] as const
          ).map(([name, low, high]) => ({ name, status: 'up', latencyMs: jitter(name, low, high) }));
          checks.push(
            store.dnsSettings.has(client.id)
              ? { name: 'dnsProvider', status: 'up', latencyMs: jitter('dns', 60, 220) }
              : { name: 'dnsProvider', status: 'down', latencyMs: 0, message: 'no DNS provider is set' },
          );
          const order = orderOf(store, client.id);
          const expired = order && Date.parse(order.expiredAt) <= now ? `licence expired on ${order.expiredAt}` : undefined;
          const licence = order ? expired : 'no licence was issued to this client';
          checks.push({ name: 'licenseServer', status: licence ? 'down' : 'up', latencyMs: jitter('licence', 40, 90), ...(licence ? { message: licence } : {}) });
          const down = checks.filter((c) => c.status === 'down');
          const status = down.some((c) => c.name === 'database') ? 'down' : down.length ? 'degraded' : 'healthy';
          return { data: { status, version: CONSOLE_VERSION, checkedAt: iso(now), checks } };
        },
      },
    }),
  },
});

export default settingsModule;
