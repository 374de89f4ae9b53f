// The contract's layout schema (ClientDashboard, through its form descriptor) as a check of an imported file:
// the first problem found, in words, with the page and widget it is in.
import { msg } from '@lingui/core/macro';
import descriptor from '../../../../forms/client/dashboard-layout.form.json';
import { defineForm } from '../../../schema-form/descriptor';
import { transformErrorsFor, validator } from '../../../schema-form/validator';
import { translate } from '../../../validation/form';

const layout = defineForm(descriptor);

/** `.pages.0.widgets.2.top` → "Page 1, widget 3 (top)". */
export function placeOf(property: string | undefined): string {
  const parts = (property ?? '').split('.').filter(Boolean);
  const page = parts[0] === 'pages' && parts[1] !== undefined ? Number(parts[1]) + 1 : null;
  const widget = parts[2] === 'widgets' && parts[3] !== undefined ? Number(parts[3]) + 1 : null;
  const field = parts.slice(page === null ? 0 : widget === null ? 2 : 4).join('.');
  const where =
    page === null ? '' : widget === null ? translate(msg`Page ${page}`) : translate(msg`Page ${page}, widget ${widget}`);
  return [where, field && `(${field})`].filter(Boolean).join(' ');
}

export function layoutSchemaProblem(value: unknown): string | null {
  const { errors } = validator.validateFormData(value, layout.schema);
  const shown = transformErrorsFor(() => value)(errors.filter((e) => e.name !== 'if'));
  const first = shown[0];
  if (!first) return null;
  return `${placeOf(first.property)}: ${first.message ?? ''}`.trim();
}
