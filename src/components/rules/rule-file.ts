// Rule lists exported as versioned JSON and imported into another site (issue: "JSON only; invalid files
// get a clear error and change nothing"). A file names its format, the kind of rules and its version;
// older versions are migrated forward, one tested step at a time.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const RULE_FILE_FORMAT = 'parapet.rules';
export const RULE_FILE_VERSION = 1;
/** The largest file we read (a 5000-IP list with memos stays far below). */
export const RULE_FILE_MAX_BYTES = 5 * 1024 * 1024;

export interface RuleFile<R = unknown> {
  format: typeof RULE_FILE_FORMAT;
  version: number;
  /** e.g. `firewall.blacklist`; a file of one kind cannot be imported as another. */
  kind: string;
  exportedAt: string;
  /** Where the rules came from, for the person reading the file. */
  source?: { site?: string };
  rules: R[];
}

/** Steps from version n to n+1. Version 1 is the first; add a step here when the file shape changes. */
export const MIGRATIONS: Record<number, (file: RuleFile) => RuleFile> = {};

export function ruleFileText<R>(kind: string, rules: R[], source?: RuleFile['source'], now = new Date()): string {
  const file: RuleFile<R> = { format: RULE_FILE_FORMAT, version: RULE_FILE_VERSION, kind, exportedAt: now.toISOString(), source, rules };
  return `${JSON.stringify(file, null, 2)}\n`;
}

export const ruleFileName = (kind: string, site: string | undefined, now = new Date()) =>
  `${[site, kind].filter(Boolean).join('-').replace(/[^A-Za-z0-9.-]+/g, '_')}-${now.toISOString().slice(0, 10)}.json`;

export type ParseResult<R> = { ok: true; rules: R[] } | { ok: false; problem: MessageDescriptor };

/**
 * Reads a rule file. `check` validates one rule and answers its problem (already in words) or null.
 * Nothing is partly accepted: one bad rule refuses the whole file.
 */
export function parseRuleFile<R>(text: string, kind: string, check: (rule: unknown) => string | null): ParseResult<R> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, problem: msg`The file is not valid JSON.` };
  }
  if (data === null || typeof data !== 'object' || (data as RuleFile).format !== RULE_FILE_FORMAT || !Array.isArray((data as RuleFile).rules)) {
    return { ok: false, problem: msg`This is not a rule file exported from this console.` };
  }
  let file = data as RuleFile;
  if (file.kind !== kind) {
    const found = String(file.kind);
    return { ok: false, problem: msg`The file holds rules of another kind (${found}); it cannot be imported here.` };
  }
  if (!Number.isInteger(file.version) || file.version < 1 || file.version > RULE_FILE_VERSION) {
    const version = String(file.version);
    return { ok: false, problem: msg`The file's version (${version}) is not supported by this console.` };
  }
  while (file.version < RULE_FILE_VERSION) file = MIGRATIONS[file.version]!(file);
  if (file.rules.length === 0) return { ok: false, problem: msg`The file holds no rules.` };
  for (let i = 0; i < file.rules.length; i++) {
    const problem = check(file.rules[i]);
    if (problem) {
      const number = i + 1;
      return { ok: false, problem: msg`Rule ${number} of the file is not valid: ${problem}` };
    }
  }
  return { ok: true, rules: file.rules as R[] };
}
