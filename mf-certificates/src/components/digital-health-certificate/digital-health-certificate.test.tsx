/** payment §2 Certificates (digital health certificate, two QR codes), §5 digital age, §9 QR size/level. */
import { render, screen } from '@testing-library/react';
import { setRuntimeConfig, defaultRuntimeConfig } from '@qce/shared-kit/config';
import { ihcApplication } from '../../testing/fixtures';
import { DigitalHealthCertificate } from './digital-health-certificate';

const qrValues = (container: HTMLElement) =>
  [...container.querySelectorAll('svg[data-qr-value]')].map((svg) =>
    svg.getAttribute('data-qr-value'),
  );

const LAB = { labId: '501', labType: 'SOCIAL_HYGIENE', labName: 'STOOL' };

describe('DigitalHealthCertificate', () => {
  beforeEach(() =>
    setRuntimeConfig({ ...defaultRuntimeConfig, portalOrigin: 'https://portal.test' }),
  );

  it('age is the update year minus the birth year; Philippines shows as Filipino', () => {
    render(<DigitalHealthCertificate application={ihcApplication} lab={LAB} today="2026-11-20" />);
    // born 12/31/2000, updated 2026-11-05: 26 although not yet 26 on that day
    expect(screen.getByText('Age', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      /^26$/,
    );
    expect(screen.getByText('Filipino')).toBeInTheDocument();
    expect(screen.getByText('Valid')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('encodes the documents and laboratory pages in two QR codes (size 256, level L)', () => {
    const { container } = render(
      <DigitalHealthCertificate application={ihcApplication} lab={LAB} />,
    );
    expect(qrValues(container)).toEqual([
      'https://portal.test/qce/documents/APP-1001',
      'https://portal.test/qce/laboratory/501/SOCIAL_HYGIENE/STOOL',
    ]);
    const svg = container.querySelector('svg[data-qr-value]');
    expect(svg).toHaveAttribute('width', '256');
    expect(svg).toHaveAttribute('height', '256');
    expect(
      screen.getByRole('link', { name: 'https://portal.test/qce/documents/APP-1001' }),
    ).toBeInTheDocument();
  });

  it('encodes the massagist doc page for a massagist', () => {
    const { container } = render(
      <DigitalHealthCertificate
        application={ihcApplication}
        trainingSessionId={7}
        portalOrigin="https://x.gov/"
      />,
    );
    expect(qrValues(container)).toEqual([
      'https://x.gov/qce/documents/APP-1001',
      'https://x.gov/qce/docs/massagist/APP-1001/7',
    ]);
  });

  it("falls back to the window's origin without a configured portal origin", () => {
    setRuntimeConfig({ ...defaultRuntimeConfig, portalOrigin: '' });
    const { container } = render(
      <DigitalHealthCertificate application={ihcApplication} lab={LAB} />,
    );
    expect(qrValues(container)).toEqual([
      `${window.location.origin}/qce/documents/APP-1001`,
      `${window.location.origin}/qce/laboratory/501/SOCIAL_HYGIENE/STOOL`,
    ]);
  });

  it('is not shown, half done with one QR code, while no laboratory record exists: a statement says so', () => {
    const { container } = render(<DigitalHealthCertificate application={ihcApplication} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Apologies\. Certificate details are not complete yet/,
    );
    expect(qrValues(container)).toEqual([]);
    expect(
      screen.queryByRole('article', { name: 'Digital Health Certificate' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
  });

  it('is expired after one year from the latest payment', () => {
    render(
      <DigitalHealthCertificate
        application={ihcApplication}
        lab={LAB}
        today="2027-03-06"
        printable={false}
      />,
    );
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
  });
});
