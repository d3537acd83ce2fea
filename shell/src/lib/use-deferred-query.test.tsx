/** @souq/ui useDeferredQuery: a query's answer renders at transition priority, after an urgent render that keeps the old result. */
import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createTestQueryClient } from '@souq/testing';
import { useDeferredQuery } from '@souq/ui';

type Seen = [raw: string, shown: string];

function Probe({ queryFn, seen }: { queryFn: () => Promise<string>; seen: Seen[] }) {
  const raw = useQuery({ queryKey: ['probe'], queryFn });
  const shown = useDeferredQuery(raw);
  const [clicks, setClicks] = useState(0);
  seen.push([raw.status, shown.status]);
  return (
    <>
      <output data-testid="shown">{shown.isPending ? 'loading' : shown.data}</output>
      <button type="button" onClick={() => setClicks(clicks + 1)}>
        {`clicked ${clicks}`}
      </button>
    </>
  );
}

describe('useDeferredQuery', () => {
  it('keeps the pending result in the render the answer arrives in, then renders the answer', async () => {
    let resolve: (value: string) => void = () => undefined;
    const answer = new Promise<string>((r) => {
      resolve = r;
    });
    const seen: Seen[] = [];
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <Probe queryFn={() => answer} seen={seen} />
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('shown')).toHaveTextContent('loading');
    await act(async () => resolve('cards'));
    await waitFor(() => expect(screen.getByTestId('shown')).toHaveTextContent('cards'));
    const firstSuccess = seen.findIndex(([raw]) => raw === 'success');
    // The urgent render still shows the placeholders; the answer comes in the deferred one.
    expect(seen[firstSuccess]).toEqual(['success', 'pending']);
    expect(seen.at(-1)).toEqual(['success', 'success']);
  });

  it('shows a cached answer at once and does not defer a render in which the result did not change', async () => {
    const client = createTestQueryClient();
    client.setQueryData(['probe'], 'cached');
    const seen: Seen[] = [];
    render(
      <QueryClientProvider client={client}>
        <Probe queryFn={() => new Promise<string>(() => {})} seen={seen} />
      </QueryClientProvider>,
    );
    expect(seen[0]).toEqual(['success', 'success']);
    expect(screen.getByTestId('shown')).toHaveTextContent('cached');
    seen.length = 0;
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('clicked 1');
    expect(seen.every(([, shown]) => shown === 'success')).toBe(true);
  });
});
