import { Table } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInConsole } from '../../tests/render-in-console';
import { TableHead } from './TableHead';

describe('TableHead', () => {
  it('writes one header cell per column in order, leaves out the false ones and passes a cell its props', () => {
    const located = false;
    renderInConsole(
      <Table aria-label="Fields">
        <TableHead columns={['Name', located && 'In', <em key="type">Type</em>, { label: 'Days left', ta: 'right', w: 80 }]} />
      </Table>,
    );
    const heads = screen.getAllByRole('columnheader');
    expect(heads.map((head) => head.textContent)).toEqual(['Name', 'Type', 'Days left']);
    expect(heads[1].querySelector('em')).not.toBeNull();
    expect(heads[2].getAttribute('style')).toMatch(/text-align: right/);
    expect(heads[2].getAttribute('style')).toMatch(/width: (80px|calc\(5rem)/);
  });
});
