import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRANSACTION_TYPE } from '@qce/shared-kit/domain';
import type { AuditLogEntry } from '@qce/shared-kit/domain';
import { expectNoAxeViolations } from '@qce/testing';
import { StepNavigation } from './step-navigation';

/** A track's own steps, in order (here three of them). */
const STEPS = [
  TRANSACTION_TYPE.applicationForm,
  TRANSACTION_TYPE.uploadRequirements,
  TRANSACTION_TYPE.headApproval,
] as const;

const logs = [
  { transactionType: 'Application Form', status: 'COMPLETED', logDate: '2026-11-02T08:00:00Z' },
  {
    transactionType: 'Upload Requirements',
    status: 'IN_PROGRESS',
    logDate: '2026-11-03T08:00:00Z',
  },
] as unknown as AuditLogEntry[];

describe('StepNavigation (intake §3 Audit log entry, §4 Flow steps)', () => {
  it('shows the track steps from the audit log: completed with a date, in progress current, the rest not started', async () => {
    const onNavigate = jest.fn();
    const { container } = render(
      <StepNavigation
        auditLogs={logs}
        steps={STEPS}
        hrefOf={(type) => `/qce/sp/${type}`}
        onNavigate={onNavigate}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Application steps' });
    const items = within(nav).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(/Application Form.*Completed · /);
    const current = within(nav).getByRole('link', { name: /Upload Requirements/ });
    expect(current).toHaveAttribute('aria-current', 'step');
    expect(within(nav).queryByRole('link', { name: /Head Approval/ })).not.toBeInTheDocument();
    expect(items[2]).toHaveTextContent(/Head Approval.*Not started/);
    expect(nav).not.toHaveTextContent('HIV');

    await userEvent.click(within(nav).getByRole('link', { name: /Application Form/ }));
    expect(onNavigate).toHaveBeenCalledWith('Application Form');
    await expectNoAxeViolations(container);
  });
});
