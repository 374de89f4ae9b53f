// The start-up text: where the API is, the demo accounts and how their second sign-in step works, where mails go.
import type { Backend } from './index.ts';

export function banner(backend: Backend, where: { origin?: string; stateFile?: string }) {
  const rows = backend.demoAccounts.map((a) => [a.area, a.email, a.password || '(none yet)', a.note]);
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i]?.length ?? 0), ['area', 'email', 'password'][i]?.length ?? 0));
  const line = (cells: string[]) => `  ${cells.map((c, i) => (i < 3 ? c.padEnd(widths[i] ?? 0) : c)).join('  ')}`;
  const missing = backend.unimplementedOperations();
  return [
    '',
    `  Parapet embedded backend: ${where.origin ?? ''}/api/v1, ${backend.operations.length} operations of the contract`,
    `  State: ${where.stateFile ? `${where.stateFile} (PARAPET_RESET=1 starts from the seed)` : 'in memory (fresh seed)'}`,
    missing.length
      ? `  Not implemented yet (answer 501): ${missing.length} of ${backend.operations.length} operations (npx vitest run mocks lists them)`
      : '  Every operation of the contract has a handler.',
    '',
    line(['area', 'email', 'password', 'second step / note']),
    ...rows.map(line),
    '',
    '  Mails (sign-in codes, set-password links) are printed as [mail] lines and kept in the mailbox:',
    `  ${where.origin ?? ''}/__mock/mailbox?to=<email>   ·   app codes: /__mock/totp?email=<email>`,
    '',
  ].join('\n');
}
