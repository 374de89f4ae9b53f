// @vitest-environment node
import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../../validation/form';
import { purgeProblem, purgeUrls, refusedUrls } from './purge-rules';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
const problem = (text: string, type: 1 | 2 = 1) => {
  const found = purgeProblem(text, type);
  return found ? translate(found) : null;
};

describe('purge URLs', () => {
  it('needs at least one full URL', () => {
    expect(problem('  \n ')).toBe('This field is required.');
    expect(problem('https://www.harbor-tea.example/css/site.css\nwww.harbor-tea.example/x')).toBe(
      'Line 2: Enter a full URL starting with http:// or https://.',
    );
  });
  it('refuses patterns', () => {
    expect(problem('https://www.harbor-tea.example/js/.*\\.js')).toBe('Line 1: Enter the URL itself; patterns are not allowed here.');
  });
  it('wants directories to end with /', () => {
    expect(problem('https://www.harbor-tea.example/images/', 2)).toBeNull();
    expect(problem('https://www.harbor-tea.example/images/\n\nhttps://www.harbor-tea.example/css', 2)).toBe(
      'Line 2: Start with http:// or https:// and end with /.',
    );
  });
  it('sends each URL once', () => {
    expect(purgeUrls(' https://a.example/x \nhttps://a.example/x\n\nhttps://a.example/y')).toEqual(['https://a.example/x', 'https://a.example/y']);
  });
  it('reads the lines the server refused', () => {
    expect(refusedUrls([{ in: 'body', field: 'urls.2', message: 'x is not a domain of this site' }, { field: 'type' }])).toEqual([
      { index: 2, reason: 'x is not a domain of this site' },
    ]);
    expect(refusedUrls(undefined)).toEqual([]);
  });
});
