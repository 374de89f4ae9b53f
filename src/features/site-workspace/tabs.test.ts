// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SITE_TABS, tabFor } from './tabs';

describe('tabFor', () => {
  it('opens the tab asked for, the domains tab for a domain in the path, else the first', () => {
    expect(tabFor('certificates', false).id).toBe('certificates');
    expect(tabFor('certificates', true).id).toBe('certificates');
    expect(tabFor(null, true).id).toBe('domains');
    expect(tabFor(null, false)).toBe(SITE_TABS[0]);
    expect(tabFor('no-such-tab', false)).toBe(SITE_TABS[0]);
  });
});
