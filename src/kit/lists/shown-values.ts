// Only the fields a form shows for some values: it resolves the form's conditions with the form's validator (about
// 26 kB gzip with @rjsf/utils), so it is loaded only by a list that sends only those (`onlyShown`).
import { retrieveSchema, type RJSFSchema } from '@rjsf/utils';
import { validator } from '../../schema-form/validator';
import { fieldsOf } from './values';

/**
 * Only the fields the form shows for these values: a field of a condition's branch that the values do not
 * choose is left out (a path typed before switching to file types is not sent).
 */
export function shownValues<T extends object>(values: T, schema: RJSFSchema): T {
  const shown = new Set(fieldsOf(retrieveSchema(validator, schema, schema, values as Record<string, unknown>)));
  const every = new Set(fieldsOf(schema));
  return Object.fromEntries(Object.entries(values).filter(([name]) => shown.has(name) || !every.has(name))) as T;
}
