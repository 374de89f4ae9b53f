// The body of a descriptor's call: the form's values with what the screen adds, under the call's `wrap` (in a list when
// the call takes one).
import type { OperationRef } from './descriptor';

export const bodyFor = (ref: OperationRef, data: object, extra?: object) => {
  const body = { ...data, ...extra };
  return ref.wrap ? { [ref.wrap]: ref.list ? [body] : body } : body;
};
