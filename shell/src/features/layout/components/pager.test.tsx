import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pager } from '@souq/ui';
import { renderPage } from '@souq/testing';

async function renderPager(total: number, perPage: number, onChange = jest.fn()) {
  await renderPage(<Pager total={total} perPage={perPage} current={1} onChange={onChange} />);
  return onChange;
}

describe('Pager', () => {
  it('renders nothing when the total fits in one page', async () => {
    await renderPager(10, 10);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('renders when the total exceeds the page size and reports the page chosen', async () => {
    const onChange = await renderPager(25, 10);
    expect(screen.getByRole('navigation', { name: 'التنقل بين الصفحات' })).toBeInTheDocument();
    await userEvent.click(await screen.findByTitle('3'));
    expect(onChange).toHaveBeenCalledWith(3, 10);
  });
});
