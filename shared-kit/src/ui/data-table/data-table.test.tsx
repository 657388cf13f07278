import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '@qce/testing';
import { DataTable } from './data-table';

type Row = { applicationId: string; applicationDate: string; status: string };
const columns = [
  { key: 'applicationId', header: 'Application ID' },
  { key: 'applicationDate', header: 'Application Date' },
  { key: 'status', header: 'Status' },
];
const rows: Row[] = [
  { applicationId: 'HC-001', applicationDate: '2026-01-02', status: 'Draft' },
  { applicationId: 'HC-002', applicationDate: '2026-02-03', status: 'Completed' },
];

describe('DataTable', () => {
  it('shows a captioned table with headers and rows, and passes axe', async () => {
    const { container } = render(
      <DataTable
        caption="Individual History"
        columns={columns}
        rows={rows}
        getRowKey={(r) => r.applicationId}
      />,
    );
    const table = screen.getByRole('table', { name: 'Individual History' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Application ID', 'Application Date', 'Status']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expectNoAxeViolations(container);
  });

  it("shows 'No records found' when empty, or the caller's text", () => {
    const { rerender } = render(
      <DataTable
        caption="Payments"
        columns={columns}
        rows={[]}
        getRowKey={(r: Row) => r.applicationId}
      />,
    );
    expect(screen.getByRole('cell', { name: 'No records found' })).toBeInTheDocument();
    rerender(
      <DataTable
        caption="Payments"
        columns={columns}
        rows={[]}
        getRowKey={(r: Row) => r.applicationId}
        emptyText="No existing history"
      />,
    );
    expect(screen.getByRole('cell', { name: 'No existing history' })).toBeInTheDocument();
  });

  it('after a failed load shows neither rows nor the empty text, only Try again (intake §8)', async () => {
    const onRetry = jest.fn();
    const table = (loadState: 'loading' | 'ready' | 'error', shown: Row[] = []) => (
      <DataTable
        caption="Individual History"
        columns={columns}
        rows={shown}
        getRowKey={(r) => r.applicationId}
        emptyText="No existing history"
        loadState={loadState}
        onRetry={onRetry}
      />
    );
    const { rerender } = render(table('loading'));
    expect(screen.getByRole('cell', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    rerender(table('error', rows));
    expect(screen.queryByText('No existing history')).toBeNull();
    expect(screen.queryByText('HC-001')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(table('ready'));
    expect(screen.getByRole('cell', { name: 'No existing history' })).toBeInTheDocument();
  });

  it('activates a row from the keyboard through its button, and by clicking the row', async () => {
    const user = userEvent.setup();
    const onRowActivate = jest.fn();
    const { container } = render(
      <DataTable
        caption="Individual History"
        columns={columns}
        rows={rows}
        getRowKey={(r) => r.applicationId}
        onRowActivate={onRowActivate}
        getRowActionLabel={(r) => `Open application ${r.applicationId}`}
      />,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Open application HC-001' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onRowActivate).toHaveBeenLastCalledWith(rows[1]);
    await user.click(screen.getByRole('cell', { name: 'Draft' }));
    expect(onRowActivate).toHaveBeenLastCalledWith(rows[0]);
    expect(onRowActivate).toHaveBeenCalledTimes(2);
    await expectNoAxeViolations(container);
  });

  it('renders row links handed to the router', async () => {
    const user = userEvent.setup();
    const onRowActivate = jest.fn();
    render(
      <DataTable
        caption="Applications"
        columns={columns}
        rows={rows}
        getRowKey={(r) => r.applicationId}
        getRowHref={(r) => `/qce/ihc/applications/${r.applicationId}`}
        onRowActivate={onRowActivate}
      />,
    );
    const link = screen.getByRole('link', { name: 'HC-002' });
    expect(link).toHaveAttribute('href', '/qce/ihc/applications/HC-002');
    await user.click(link);
    expect(onRowActivate).toHaveBeenCalledWith(rows[1]);
  });
});
