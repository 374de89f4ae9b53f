// The three-column review: the values when opened, on the server now and typed, and the choice per field.
import type { RJSFSchema } from '@rjsf/utils';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInConsole } from '../../../tests/render-in-console';
import { ConflictReview } from './ConflictReview';
import { threeWayMerge } from './merge';

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    gzipMinLength: { type: 'integer', title: 'Smallest response' },
    webp: { type: 'boolean', title: 'WebP' },
    note: { type: 'string', title: 'Note' },
    secret: { type: 'string', title: 'Key', writeOnly: true },
  },
};
const base = { gzipMinLength: 1024, webp: true, note: 'a', secret: 'old-key' };
const server = { gzipMinLength: 2048, webp: false, note: 'b', secret: 'server-key' };
const mine = { gzipMinLength: 4096, webp: true, note: 'c', secret: 'my-key' };

function open() {
  const onChoose = vi.fn();
  renderInConsole(<ConflictReview result={threeWayMerge(base, server, mine)} schema={schema} onCancel={() => undefined} onChoose={onChoose} />);
  return { onChoose, dialog: screen.getByRole('dialog', { name: 'Changed by someone else since you opened it' }) };
}

describe('ConflictReview', () => {
  it('shows each conflict in three columns, secrets masked, and names the fields taken from the server', () => {
    const { dialog } = open();
    const rows = within(within(dialog).getByRole('table', { name: 'Conflicting changes' })).getAllByRole('row');
    expect(rows[0]!.textContent).toContain('When you opened it');
    const cells = (name: string) => within(rows.find((row) => row.textContent?.startsWith(name))!).getAllByRole('cell').slice(0, 4).map((cell) => cell.textContent);
    expect(cells('Smallest response')).toEqual(['Smallest response', '1024', '2048', '4096']);
    expect(cells('Key')).toEqual(['Key', '••••••••', '••••••••', '••••••••']);
    expect(dialog.textContent).not.toContain('my-key');
    // WebP: changed on the server only, not a conflict.
    expect(rows).toHaveLength(4);
    expect(within(dialog).getByText(/the save keeps the server's values for them/).textContent).toContain('WebP');
  });

  it('takes every server value, keeps every typed one, or follows the choice per field', () => {
    const { dialog, onChoose } = open();
    fireEvent.click(within(dialog).getByRole('button', { name: "Take all of the server's" }));
    expect(onChoose).toHaveBeenLastCalledWith(server);
    cleanup();
    const again = open();
    fireEvent.click(within(again.dialog).getByRole('button', { name: 'Keep all of mine' }));
    expect(again.onChoose).toHaveBeenLastCalledWith({ ...mine, webp: false });
    cleanup();
    const third = open();
    fireEvent.click(within(within(third.dialog).getByRole('radiogroup', { name: 'Keep for Note' })).getByText("Server's"));
    fireEvent.click(within(third.dialog).getByRole('button', { name: 'Continue with these choices' }));
    expect(third.onChoose).toHaveBeenLastCalledWith({ ...mine, webp: false, note: 'b' });
  });
});
