import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '@qce/testing';
import { Pagination } from './pagination';
import { sessionDraft, storeKey } from '@qce/shared-kit/storage';
import { usePageSize } from './use-page-size';

function Harness({ pageKey, total = 23 }: { pageKey: string; total?: number }) {
  const [page, setPage] = useState(1);
  const [size, setSize] = usePageSize(pageKey, 10, [10, 30, 50, 75, 100]);
  return (
    <Pagination
      page={page}
      pageSize={size}
      totalCount={total}
      onPageChange={setPage}
      pageSizeOptions={[10, 30, 50, 75, 100]}
      onPageSizeChange={(next) => {
        setSize(next);
        setPage(1);
      }}
    />
  );
}

describe('Pagination', () => {
  it('moves only between page 1 and the last page', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness pageKey="hc-bulk" />);
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(previous).toBeDisabled();
    await user.click(next);
    await user.click(next);
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(next).toBeDisabled();
    await user.click(next);
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    await user.click(previous);
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('has one page and both buttons disabled when there are no rows', () => {
    render(<Harness pageKey="sp-bulk" total={0} />);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('remembers rows per page per page key', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness pageKey="app-payments" total={200} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '30');
    expect(screen.getByText('Page 1 of 7')).toBeInTheDocument();
    unmount();

    render(<Harness pageKey="app-payments" total={200} />);
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('30');
    // In the tab's pagination store area (payment §3: kept in sessionStorage).
    expect(window.sessionStorage.getItem('qce:pagination')).toContain('"app-payments":30');
    unmount();
  });

  it('keeps keys apart and ignores a remembered size that is not offered', () => {
    sessionDraft(storeKey('pagination')).write({ 'hc-bulk': 30, 'sp-bulk': 7 });
    render(
      <>
        <Harness pageKey="hc-bulk" />
        <Harness pageKey="sp-bulk" />
      </>,
    );
    const [hc, sp] = screen.getAllByRole('combobox', { name: 'Rows per page' });
    expect(hc).toHaveValue('30');
    expect(sp).toHaveValue('10');
  });

  it('every list with the same key follows a change; a refused write still holds for the page', async () => {
    const user = userEvent.setup();
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    render(
      <>
        <Harness pageKey="sp-bulk" total={200} />
        <Harness pageKey="sp-bulk" total={200} />
      </>,
    );
    const [first] = screen.getAllByRole('combobox', { name: 'Rows per page' });
    await user.selectOptions(first as HTMLElement, '50');
    for (const size of screen.getAllByRole('combobox', { name: 'Rows per page' }))
      expect(size).toHaveValue('50');
    expect(window.sessionStorage.getItem('qce:pagination')).toBeNull();
    // Once the storage takes writes again, the tab keeps the choice.
    jest.restoreAllMocks();
    await user.selectOptions(first as HTMLElement, '30');
    expect(window.sessionStorage.getItem('qce:pagination')).toContain('"sp-bulk":30');
  });

  it('reads anything under the key that is not a size as nothing remembered', () => {
    window.sessionStorage.setItem(
      'qce:pagination',
      JSON.stringify({ state: { rowsPerPage: { 'hc-bulk': 30 } }, version: 0 }),
    );
    render(<Harness pageKey="hc-bulk" />);
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('10');
  });
});
