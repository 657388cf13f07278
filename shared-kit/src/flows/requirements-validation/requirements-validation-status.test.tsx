import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditLogEntry } from '../../api';
import { MESSAGES } from '../../messages';
import { expectNoAxeViolations } from '@qce/testing';
import type { ReactNode } from 'react';
import type { StepFrameContext } from '@qce/shared-kit/flows/track-steps';
import {
  RequirementsValidationStatus,
  RequirementsValidationStep,
} from './requirements-validation-status';

const log = (transactionType: string, status: string): AuditLogEntry => ({
  transactionType,
  status: status as AuditLogEntry['status'],
  logDate: '2026-11-20T08:00:00Z',
});

function renderStatus(auditLogs: AuditLogEntry[], remarks?: string) {
  const onUpdateRequirements = jest.fn();
  const onViewOrderOfPayment = jest.fn();
  const utils = render(
    <RequirementsValidationStatus
      auditLogs={auditLogs}
      remarks={remarks}
      onUpdateRequirements={onUpdateRequirements}
      onViewOrderOfPayment={onViewOrderOfPayment}
    />,
  );
  return { ...utils, onUpdateRequirements, onViewOrderOfPayment };
}

jest.setTimeout(20000);

const viewOrder = () =>
  screen.getByRole('button', { name: MESSAGES.submission.viewOrderOfPayment });

describe('RequirementsValidationStatus (intake §2, §4 Flow steps)', () => {
  it('says validation is in progress and keeps View Order of Payment disabled', async () => {
    const { container } = renderStatus([log('Requirements Validation', 'IN_PROGRESS')]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Validation of your requirements is in progress.',
    );
    expect(viewOrder()).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Update Requirements' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('shows the remarks of a Requires Update and sends the applicant back to the uploads', async () => {
    const user = userEvent.setup();
    const { onUpdateRequirements } = renderStatus(
      [log('Requirements Validation', 'REQUIRES_UPDATE')],
      'The uploaded ID is blurred.',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      `${MESSAGES.status.remarksLabel}: The uploaded ID is blurred.`,
    );
    await user.click(screen.getByRole('button', { name: 'Update Requirements' }));
    expect(onUpdateRequirements).toHaveBeenCalledTimes(1);
  });

  it('enables View Order of Payment once validated', async () => {
    const user = userEvent.setup();
    const { onViewOrderOfPayment } = renderStatus([log('Requirements Validation', 'COMPLETED')]);
    expect(screen.getByRole('status')).toHaveTextContent('Your requirements have been validated.');
    await user.click(viewOrder());
    expect(onViewOrderOfPayment).toHaveBeenCalledTimes(1);
  });
});

describe('RequirementsValidationStep', () => {
  it("renders the status inside the track's frame, with the frame's title", () => {
    function Frame({
      title,
      children,
    }: {
      title: string;
      children: (ctx: StepFrameContext) => ReactNode;
    }) {
      return (
        <main aria-label={title}>
          {children({
            application: { status: 'Requires Update', remarks: 'Blurred ID.' },
            auditLogs: [log('Requirements Validation', 'REQUIRES_UPDATE')],
          })}
        </main>
      );
    }
    render(
      <RequirementsValidationStep
        Frame={Frame}
        onUpdateRequirements={jest.fn()}
        onViewOrderOfPayment={jest.fn()}
      />,
    );
    expect(screen.getByRole('main', { name: 'Requirements Validation' })).toHaveTextContent(
      'Blurred ID.',
    );
    expect(screen.getByRole('button', { name: 'Update Requirements' })).toBeInTheDocument();
  });
});
