/** payment §2 Certificates (digital sanitary permit), §4 readiness and the incomplete message. */
import { render, screen } from '@testing-library/react';
import { defaultRuntimeConfig, setRuntimeConfig } from '@qce/shared-kit/config';
import { MESSAGES } from '@qce/shared-kit/messages';
import { spApplication } from '../../testing/fixtures';
import { DigitalSanitaryPermit } from './digital-sanitary-permit';

describe('DigitalSanitaryPermit', () => {
  beforeEach(() =>
    setRuntimeConfig({ ...defaultRuntimeConfig, portalOrigin: 'https://portal.test' }),
  );

  it('shows the permit when ready, with its QR link', () => {
    const { container } = render(
      <DigitalSanitaryPermit application={spApplication} today="2026-11-20" />,
    );
    expect(screen.getByRole('heading', { name: 'Digital Sanitary Permit' })).toBeInTheDocument();
    expect(screen.getByText('Kusina ni Aling Nena')).toBeInTheDocument();
    expect(screen.getByText('MP-2026-778')).toBeInTheDocument();
    expect(screen.getByText('OR-77')).toBeInTheDocument();
    expect(screen.getByText('Valid')).toBeInTheDocument();
    expect(container.querySelector('svg[data-qr-value]')).toHaveAttribute(
      'data-qr-value',
      'https://portal.test/qce/documents/SP-2001',
    );
  });

  it('is ready with a zero total and no OR number', () => {
    render(
      <DigitalSanitaryPermit
        application={{
          ...spApplication,
          paymentDetailResponseDto: [{ paymentDate: '2026-09-30', total: 0 }],
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Digital Sanitary Permit' })).toBeInTheDocument();
  });

  it.each([
    ['no mayor permit number', { mayorPermitNo: undefined }],
    ['no approval date', { approvedDate: undefined }],
    ['an amount owed without an OR number', { paymentDetailResponseDto: [{ total: 2500 }] }],
  ])('shows the incomplete message with %s', (_case, change) => {
    render(<DigitalSanitaryPermit application={{ ...spApplication, ...change }} />);
    expect(screen.getByText(MESSAGES.sanitaryPermit.permitIncomplete)).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Digital Sanitary Permit' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
  });
});
