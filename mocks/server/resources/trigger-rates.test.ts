// @vitest-environment node
// The predefined trigger rates of an operator (systemManagement/perdefinedSetting) are what its customers' anti-CC
// rules may use, after the built-in presets; another operator's rates are refused.
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema';
import { useTestBackend } from '../test-backend.ts';

type S = components['schemas'];
type Envelope = S['ErrorEnvelope'];

const { t } = useTestBackend();

const anticc = '/user/site/4101/firewall/setting/anticc';

describe("an operator's trigger rates in its customers' anti-CC rules", () => {
  it('offers a new rate at once, lets a rule use it, and refuses one of another operator', async () => {
    const northwind = await t.tokenOf('northwind');
    const mei = await t.tokenOf('mei');
    const made = await t.call<{ data: S['ClientTriggerRate'] }>('POST', '/client/setting/frequency', {
      token: northwind,
      body: { name: 'night-sale', seconds: 20, times: 80, protectMode: 3 },
    });
    expect(made.status).toBe(200);
    const id = made.body.data.id;

    const offered = await t.call<{ data: S['FirewallFrequencyPreset'][] }>('GET', '/user/firewall/anticc/freqs', { token: mei });
    expect(offered.body.data.at(-1)).toEqual({ id, name: 'night-sale', seconds: 20, times: 80 });
    // The operator sees the same list (the client console on a customer's site).
    const forClient = await t.call<{ data: S['FirewallFrequencyPreset'][] }>('GET', '/user/firewall/anticc/freqs', { token: northwind });
    expect(forClient.body.data.map((p) => p.id)).toEqual(offered.body.data.map((p) => p.id));

    expect((await t.call('POST', anticc, { token: mei, body: { urlRegex: '^/sale', protectMode: 3, frequency: id } })).status).toBe(200);
    // Skyline's "reseller-default" (10) is not Northwind's: refused, nothing written.
    const foreign = await t.call<Envelope>('POST', anticc, { token: mei, body: { urlRegex: '^/other', protectMode: 1, frequency: 10 } });
    expect(foreign.body.code).toBe(101003);

    // A removed rate is no longer offered; the rule that used it keeps its copy.
    expect((await t.call('DELETE', '/client/setting/frequency', { token: northwind, body: { ids: [id] } })).status).toBe(200);
    const after = await t.call<{ data: S['FirewallFrequencyPreset'][] }>('GET', '/user/firewall/anticc/freqs', { token: mei });
    expect(after.body.data.some((p) => p.id === id)).toBe(false);
    const rules = await t.call<{ data: S['FirewallRule'][] }>('GET', `${anticc}s`, { token: mei, query: { page: 1, pageSize: 100 } });
    expect(rules.body.data.some((rule) => rule.frequency === id)).toBe(true);
  });
});
