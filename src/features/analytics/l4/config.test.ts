// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dataCentreBodies, dataCentreRows, L4_CONFIG } from './config';

const user = L4_CONFIG.user!;
const client = L4_CONFIG.client!;
const base = { siteIDs: [4102], startTime: '2026-11-24T00:00:00Z', endTime: '2026-11-24T06:00:00Z' };
const zones = [
  { id: 1, name: 'Taipei' },
  { id: 2, name: 'Tokyo' },
  { id: 3, name: 'Frankfurt' },
];

describe('layer-4 query bodies', () => {
  it('sends the chosen protocols on the user console only, and none when all are wanted', () => {
    expect(user.body(base, 5, 5, ['UDP', 'GRE'])).toEqual({ ...base, minutesStep: 5, top: 5, protocols: ['UDP', 'GRE'] });
    expect(user.body(base, 5, 5, [])).not.toHaveProperty('protocols');
    expect(client.body(base, 5, 5, ['UDP'])).not.toHaveProperty('protocols');
    expect(user.protocolFilter).toBe(true);
    expect(client.protocolFilter).toBe(false);
  });
});

describe('data-centre view', () => {
  it('asks once per zone, narrowed to that zone', () => {
    const asked = dataCentreBodies(client, base, 5, zones);
    expect(asked.map((a) => a.zone.name)).toEqual(['Taipei', 'Tokyo', 'Frankfurt']);
    expect(asked.map((a) => a.body.zoneIDs)).toEqual([[1], [2], [3]]);
    expect(asked[0]!.body).toMatchObject({ siteIDs: [4102], startTime: base.startTime, minutesStep: 5 });
  });

  it('keeps only the zone chosen in the filters', () => {
    const asked = dataCentreBodies(client, { ...base, zoneIDs: [2] }, 5, zones);
    expect(asked.map((a) => a.body.zoneIDs)).toEqual([[2]]);
  });

  it('reads each zone answer as a row, largest first, leaving out zones not answered yet', () => {
    const rows = dataCentreRows(client, zones, [{ data: { passBits: 10, dropBits: 5 } }, undefined, { data: { passBits: 100, dropBits: 0 } }]);
    expect(rows).toEqual([
      { key: '3', name: 'Frankfurt', passBits: 100, dropBits: 0 },
      { key: '1', name: 'Taipei', passBits: 10, dropBits: 5 },
    ]);
  });
});
