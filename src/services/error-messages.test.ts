// @vitest-environment node
import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { describeError, subErrors, throttleWaitSeconds } from './error-messages';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

const error = (code: number | null, message = 'server says', extra?: unknown, errorData?: unknown) =>
  new ApiError(message, code, errorData, extra);

describe('client handling of the error catalogue', () => {
  it('gives the permission message for 101018', () => {
    expect(describeError(error(101018))).toBe('You do not have permission to do this.');
  });
  it('gives the duplicate message for 101025, replaced by a caller-specific one', () => {
    expect(describeError(error(101025))).toBe('This data already exists.');
    expect(describeError(error(101025), { duplicateMessage: 'This role name is taken.' })).toBe('This role name is taken.');
  });
  it('names what the answer carries after the catalogue message (which IP, what the client already holds)', () => {
    const duplicate = error(101025, 'duplicateIP', undefined, [{ in: 'body', field: 'ips', message: 'listed twice: 203.0.113.5' }]);
    expect(describeError(duplicate)).toBe('This data already exists. (listed twice: 203.0.113.5)');
    const portType = error(101023, 'illegal port type', undefined, [{ in: 'body', field: 'portType', message: 'was upgraded to L7+L4, which is irreversible' }]);
    expect(describeError(portType)).toBe('The port type is not valid. (was upgraded to L7+L4, which is irreversible)');
    // Nothing beyond the code: the catalogue's message alone; a caller-specific message stays as it is.
    expect(describeError(error(101025, 'x', undefined, []))).toBe('This data already exists.');
    expect(describeError(duplicate, { duplicateMessage: 'This IP is already listed.' })).toBe('This IP is already listed.');
  });
  it('shows the port of 401003 from extra', () => {
    expect(describeError(error(401003, 'x', 8443))).toBe('The site has no open port 8443.');
    expect(describeError(error(401003, 'x', { port: 443 }))).toBe('The site has no open port 443.');
  });
  it('shows the limits of 601001 and 601002', () => {
    expect(describeError(error(601001, 'x', 3))).toBe('You can download at most 3 records at the same time.');
    expect(describeError(error(601002, 'x', { num: 5 }))).toBe('You have reached your maximum of 5 log exports today.');
  });
  it('shows the wait of a throttled sign-in (101031): seconds under a minute, else minutes rounded up', () => {
    expect(describeError(error(101031, 'too many sign-in attempts', { num: 12 }))).toBe('Too many sign-in attempts. Try again in 12 minutes.');
    expect(describeError(error(101031, 'too many sign-in attempts', { num: 1, seconds: 4 }))).toBe('Too many sign-in attempts. Try again in 4 seconds.');
    expect(describeError(error(101031, 'too many sign-in attempts', { num: 1, seconds: 1 }))).toBe('Too many sign-in attempts. Try again in 1 second.');
    expect(describeError(error(101031, 'too many sign-in attempts', { num: 2, seconds: 61 }))).toBe('Too many sign-in attempts. Try again in 2 minutes.');
    expect(describeError(error(101031, 'too many sign-in attempts', { num: 1, seconds: 60 }))).toBe('Too many sign-in attempts. Try again in 1 minute.');
    expect(throttleWaitSeconds(error(101031, 'x', { num: 3 }))).toBe(180);
    expect(throttleWaitSeconds(error(101012, 'x', { seconds: 3 }))).toBeNull();
  });
  it("shows 'Invalid license key' for 101003 with that extra", () => {
    expect(describeError(error(101003, 'parameter error', 'invalid license key'))).toBe('Invalid license key');
    expect(describeError(error(101003))).toBe('Some of the values are not valid.');
  });
  it('falls back to the server message, then to the default', () => {
    expect(describeError(error(999999, 'Quota of the upstream exceeded'))).toBe('Quota of the upstream exceeded');
    expect(describeError(error(null, ''))).toBe('Some Error Occurred');
  });
  it('lists each sub-error of 101009 with its targets', () => {
    const list = subErrors(
      error(101009, 'multiple', undefined, [
        { code: 401001, message: 'dup', targets: ['shop.example.com'] },
        { message: 'custom failure', targets: ['a.example.com', 'b.example.com'] },
      ]),
    );
    expect(list).toEqual([
      { code: 401001, message: 'Duplicate domains cannot be enabled.', targets: ['shop.example.com'] },
      { code: undefined, message: 'custom failure', targets: ['a.example.com', 'b.example.com'] },
    ]);
  });
});
