import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pager, SouqProviders } from '@souq/ui';
import { createTestQueryClient } from '@souq/ui/testing';

function renderPager(total: number, perPage: number, onChange = jest.fn()) {
  render(
    <SouqProviders queryClient={createTestQueryClient()}>
      <Pager total={total} perPage={perPage} current={1} onChange={onChange} />
    </SouqProviders>,
  );
  return onChange;
}

describe('Pager', () => {
  it('renders nothing when the total fits in one page', () => {
    renderPager(10, 10);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('renders when the total exceeds the page size and reports the page chosen', async () => {
    const onChange = renderPager(25, 10);
    expect(screen.getByRole('navigation', { name: 'التنقل بين الصفحات' })).toBeInTheDocument();
    await userEvent.click(await screen.findByTitle('3'));
    expect(onChange).toHaveBeenCalledWith(3, 10);
  });
});
