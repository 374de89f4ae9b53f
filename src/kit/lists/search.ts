// The search box of a rule list that is not paged by the server (issue 25: rule lists get a search box): an entry
// matches when any of its values (text, number, or a list of them, one level down) contains what was typed, case and
// width of letters aside.

const norm = (text: string) => text.normalize('NFKC').toLocaleLowerCase();

function texts(value: unknown, depth = 0): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'number' || typeof value === 'bigint') return [String(value)];
  if (depth > 1 || value === null || typeof value !== 'object') return [];
  return Object.values(value).flatMap((inner) => texts(inner, depth + 1));
}

/** Whether an entry matches the words typed (every word somewhere in its values). */
export function matchesSearch(row: object, typed: string): boolean {
  const words = norm(typed).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = texts(row).map(norm);
  return words.every((word) => haystack.some((text) => text.includes(word)));
}

/** The entries matching what was typed (all of them when nothing was). */
export const searchRows = <T extends object>(rows: T[], typed: string) => (typed.trim() ? rows.filter((row) => matchesSearch(row, typed)) : rows);
