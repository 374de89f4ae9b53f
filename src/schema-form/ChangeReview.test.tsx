// The change review names fields that a choice shows (if/then/else, allOf) as the form names them.
import type { RJSFSchema } from '@rjsf/utils';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChangeReview } from './ChangeReview';
import { renderInConsole } from '../../tests/render-in-console';
import branches from './change-review.test.validator.json';

// A schema with branches (its validators compiled ahead of time, as a descriptor's).
const schema = branches as RJSFSchema;

const review = (before: object, after: object) =>
  renderInConsole(
    <ChangeReview opened schema={schema} before={before} after={after} onCancel={() => undefined} onConfirm={() => undefined} />,
  );

describe('ChangeReview', () => {
  it('titles a field of the chosen branch as the form does', () => {
    review({ type: 'content', content: '<h1>Hi</h1>' }, { type: 'redirect', content: 'https://example.com/' });
    const rows = within(screen.getByRole('table', { name: 'Changes to save' })).getAllByRole('row');
    expect(rows.map((row) => row.querySelector('td')?.textContent).filter(Boolean)).toEqual(['Show', 'Redirect to URL']);
  });
  it('titles a field only the old values had from the old branch', () => {
    review({ type: 'content', note: 'a' }, { type: 'redirect' });
    expect(screen.getByRole('cell', { name: 'Note' })).toBeTruthy();
  });
});
