// The change review of a credential never shows a secret typed: only that one is set.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import basicForm from '../../../../forms/user/auth-basic.form.json';
import jwtForm from '../../../../forms/user/auth-jwt.form.json';
import { defineForm, type FormDescriptor } from '../../../schema-form/descriptor';
import { ChangeReview } from '../../../schema-form/ChangeReview';
import { renderInConsole } from '../../../../tests/render-in-console';

const review = (schema: FormDescriptor['schema'], before: object, after: object) =>
  renderInConsole(
    <ChangeReview opened schema={schema} before={before} after={after} onCancel={() => undefined} onConfirm={() => undefined} />,
  );

describe('secrets in the change review', () => {
  it('shows a new password as set, and the other changes in clear', () => {
    review((defineForm(basicForm)).schema, { username: 'mountain-leaf' }, { username: 'mountain-leaf', password: 'Very-Secret-2026', memo: 'Founding members' });
    const table = screen.getByRole('table', { name: 'Changes to save' });
    expect(table.textContent).toContain('••••••••');
    expect(table.textContent).toContain('Founding members');
    expect(document.body.textContent).not.toContain('Very-Secret-2026');
  });

  it('masks a secret shown by a choice of algorithm (JWT)', () => {
    review((defineForm(jwtForm)).schema, { key: 'https://a.example', algorithm: 'ES256' }, { key: 'https://a.example', algorithm: 'HS256', secret: 'shared-secret-of-the-app-2026' });
    expect(document.body.textContent).not.toContain('shared-secret-of-the-app-2026');
    expect(screen.getByRole('table', { name: 'Changes to save' }).textContent).toContain('HS256');
  });
});
