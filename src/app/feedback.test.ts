import { i18n } from '@lingui/core';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifyInfo, notifySuccess } from './feedback';

describe('toasts', () => {
  beforeAll(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  });
  afterEach(() => vi.useRealTimers());

  it('says the same words once when they come twice at once, and again later', () => {
    vi.useFakeTimers();
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => '');
    notifyInfo('This link is no longer valid.');
    notifyInfo('This link is no longer valid.');
    expect(show).toHaveBeenCalledTimes(1);
    notifySuccess('This link is no longer valid.');
    expect(show).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1500);
    notifySuccess('This link is no longer valid.');
    expect(show).toHaveBeenCalledTimes(3);
    show.mockRestore();
  });
});
