// A form descriptor (forms/<area>/<name>.form.json): pure JSON, read by the one renderer.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';

/** A call of the contract, by operation id; `pick` takes one key of the answer's `data`. */
export interface OperationRef {
  operation: string;
  pick?: string;
  /** The form's values are sent under this key of the body (e.g. `items`). */
  wrap?: string;
  /** With `wrap`: the values go as the one item of a list under that key (`{ "urls": [values] }`), for
   * create calls that take a batch. */
  list?: boolean;
  /** Edits of a row: the body also carries the row's key under this name (e.g. `id`), given by the screen
   * (RowFormModal's `extraBody`); the descriptor test sends a sample key with the example. */
  rowKey?: string;
}

export interface FormDescriptor {
  /** Unique name, `<area>.<screen>`; the registry refuses two descriptors with one name. */
  name: string;
  /** Saved or exported values carry this version. */
  version: number;
  /** Heading and help of the form, in English source text (translated through the catalogue). */
  title: string;
  description?: string;
  /** What the success message says after a create / an update, in English source text (issue 25), when the
   * default does not fit the title (an action such as "Issue a licence"): "Licence issued". Without it the form says
   * "<title> added" / "<title> saved". */
  success?: { create?: string; update?: string };
  /** Settings forms: the call that reads the current values and the one that saves them. */
  load?: OperationRef;
  save?: OperationRef;
  /** List forms: the calls that create and edit one row. */
  create?: OperationRef;
  update?: OperationRef;
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  /** A choice among values (a `oneOf` of `const`s, e.g. a role) starts empty instead of on its first value: the
   * user picks (issue 25, least privilege: no role is given by default). */
  noPreselect?: boolean;
  /** A valid value; the descriptor test renders the form with it and submits it. */
  example: Record<string, unknown>;
}
