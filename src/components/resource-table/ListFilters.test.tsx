// A filter whose choices it reads itself (choicesFrom): the choices appear once their answer arrives, and that answer
// renders the filter, not the screen that lists the filters.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInConsole } from '../../../tests/render-in-console';
import { choicesFrom, ListFilters } from './ListFilters';
import { useListState } from './list-state';

describe('ListFilters', () => {
  it('shows the choices a filter reads without rendering the screen again', async () => {
    let screenRenders = 0;
    let answer: ((tags: string[]) => void) | null = null;
    const tagsQuery = {
      queryKey: ['/tags'],
      queryFn: () => new Promise<{ data: string[] }>((resolve) => (answer = (data) => resolve({ data }))),
    };
    function Screen() {
      screenRenders += 1;
      const list = useListState<{ tags?: string[] }>();
      return (
        <>
          <ListFilters
            list={list}
            filters={[{ kind: 'multi', key: 'tags', label: 'Tags', data: choicesFrom(tagsQuery, (tags) => tags.data.map((tag) => ({ value: tag, label: tag }))) }]}
          />
          <output aria-label="Filter">{JSON.stringify(list.filters)}</output>
        </>
      );
    }
    renderInConsole(
      <QueryClientProvider client={new QueryClient()}>
        <Screen />
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(answer).not.toBeNull());
    const rendersBefore = screenRenders;
    answer!(['blue', 'green']);
    await userEvent.click(screen.getByRole('combobox', { name: 'Tags' }));
    await userEvent.click(await screen.findByRole('option', { name: 'green', hidden: true }));
    // The answer rendered the filter alone; only choosing a tag (a new filter) rendered the screen.
    expect(screen.getByRole('status', { name: 'Filter' }).textContent).toBe('{"tags":["green"]}');
    expect(screenRenders).toBe(rendersBefore + 1);
  });
});
