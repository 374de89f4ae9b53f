// The listening ports of a domain against the ports open on its site (spec 5: "not allowed" and "not open" are
// distinct messages). A port open on the site for the other protocol, or one the nodes keep for themselves, is not
// allowed; a port the site has not opened is not open. The server checks again (401003).
import type { MessageDescriptor } from '@lingui/core';
import { l4PortProblem } from '../../../validation/network';
import { port } from '../../../validation/lists';

export type PortType = 'http' | 'https';
export interface OpenPort {
  port: number;
  portType: string;
}

const reserved = (value: number) => l4PortProblem(value) === 'reserved';

/** The first problem of each list of ports, with its line (1-based); none when the ports fit the site. */
export function schemePortProblems(
  scheme: Partial<Record<PortType, unknown[]>>,
  open: readonly OpenPort[],
): Partial<Record<PortType, { line: number; problem: MessageDescriptor }>> {
  const problems: Partial<Record<PortType, { line: number; problem: MessageDescriptor }>> = {};
  for (const type of ['http', 'https'] as const) {
    const other = type === 'http' ? 'https' : 'http';
    const rule = port({
      allowed: (value) => !reserved(value) && !open.some((p) => p.port === value && p.portType === other && !open.some((q) => q.port === value && q.portType === type)),
      open: (value) => open.some((p) => p.port === value && p.portType === type),
    });
    const lines = scheme[type] ?? [];
    for (let i = 0; i < lines.length; i++) {
      const problem = rule(String(lines[i]));
      if (problem) {
        problems[type] = { line: i + 1, problem };
        break;
      }
    }
  }
  return problems;
}
