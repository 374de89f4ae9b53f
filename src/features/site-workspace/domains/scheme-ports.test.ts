// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LIST_MESSAGES } from '../../../validation/lists';
import { schemePortProblems } from './scheme-ports';

const open = [
  { port: 80, portType: 'http' },
  { port: 8080, portType: 'http' },
  { port: 443, portType: 'https' },
];

describe('listening ports of a domain', () => {
  it('accepts ports open on the site for their protocol', () => {
    expect(schemePortProblems({ http: [80, 8080], https: [443] }, open)).toEqual({});
  });

  it('tells a port that is not allowed from one that is not open', () => {
    // 443 is open for HTTPS only: not allowed for HTTP. 8443 is open for nothing.
    expect(schemePortProblems({ http: [80, 443], https: [443, 8443] }, open)).toEqual({
      http: { line: 2, problem: LIST_MESSAGES.portNotAllowed },
      https: { line: 2, problem: LIST_MESSAGES.portNotOpen },
    });
  });

  it('does not allow the ports the nodes keep for themselves', () => {
    expect(schemePortProblems({ http: [3306] }, [...open, { port: 3306, portType: 'http' }])).toEqual({
      http: { line: 1, problem: LIST_MESSAGES.portNotAllowed },
    });
  });
});
