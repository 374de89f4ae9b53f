import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

// useQuery imported from '@tanstack/react-query' is src/api/query-hooks.ts here as in the build (scripts/vite-query-hooks.mjs).

function wrapper(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('useQuery as the console gets it', () => {
  it('draws a query’s first answer in a render of its own, after one that still shows it waiting', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let answer: (value: string) => void = () => undefined;
    const seen: string[] = [];
    function Reader() {
      const { data, isPending } = useQuery({ queryKey: ['first'], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });
      seen.push(isPending ? 'waiting' : `answer ${data}`);
      return <p>{isPending ? 'waiting' : data}</p>;
    }
    const Wrapper = wrapper(client);
    render(<Wrapper><Reader /></Wrapper>);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    const before = seen.length;
    await act(async () => answer('ready'));
    expect(await screen.findByText('ready')).toBeInTheDocument();
    // Without the deferral the store's update renders the answer at once: ['answer ready'].
    expect(seen.slice(before)).toEqual(['waiting', 'answer ready']);
  });

  it('draws an answer already in the cache at once, and later answers as they come', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(['kept'], 'kept');
    let next = 'second';
    const seen: string[] = [];
    let refetch: () => void = () => undefined;
    function Reader() {
      const query = useQuery({ queryKey: ['kept'], queryFn: async () => next, staleTime: Infinity });
      refetch = () => void query.refetch();
      seen.push(query.isPending ? 'waiting' : `answer ${query.data}`);
      return <p>{query.data}</p>;
    }
    const Wrapper = wrapper(client);
    render(<Wrapper><Reader /></Wrapper>);
    expect(seen).toEqual(['answer kept']);
    await act(async () => refetch());
    expect(await screen.findByText('second')).toBeInTheDocument();
    expect(seen).not.toContain('waiting');
    next = 'third';
    await act(async () => refetch());
    expect(await screen.findByText('third')).toBeInTheDocument();
  });

  it('shows waiting again for a new key and then its first answer', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let setKey: (key: string) => void = () => undefined;
    function Reader() {
      const [key, set] = useState('a');
      setKey = set;
      const { data, isPending } = useQuery({ queryKey: ['by', key], queryFn: async () => `value ${key}` });
      return <p>{isPending ? 'waiting' : data}</p>;
    }
    const Wrapper = wrapper(client);
    render(<Wrapper><Reader /></Wrapper>);
    expect(await screen.findByText('value a')).toBeInTheDocument();
    act(() => setKey('b'));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(await screen.findByText('value b')).toBeInTheDocument();
  });
});
