/** payment §2 Certificates (yellow card front/back, 25 rows, validity rows), §4, §5 validity/expiry/age/nationality. */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MESSAGES } from '@qce/shared-kit/messages';
import { setupMockServer, stubSignatures } from '../../testing/mock-server';
import { ihcApplication, sputumLab, stoolLab, vdLab } from '../../testing/fixtures';
import { HealthCertificate } from './health-certificate';

setupMockServer();

const valueIn = (sheet: HTMLElement, label: string) =>
  within(sheet).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('HealthCertificate (yellow card)', () => {
  beforeEach(() => stubSignatures({ imageUrl: 'https://files.test/sig.png' }));

  it('front: person, Filipino, age in years at issuance, expiry one year after the latest payment', () => {
    render(<HealthCertificate application={ihcApplication} today="2026-11-20" />);
    const front = screen.getByRole('article', { name: 'Health Certificate (front)' });
    expect(valueIn(front, 'Name')).toBe('Juan Santos Dela Cruz');
    expect(valueIn(front, 'Nationality')).toBe('Filipino');
    expect(valueIn(front, 'Age')).toBe('25 years');
    expect(valueIn(front, 'Place of Work')).toBe('Jollyfood Inc.');
    expect(valueIn(front, 'Certificate No.')).toBe('HC-2026-000123');
    expect(valueIn(front, 'Date of Expiration')).toBe('March 5, 2027');
    expect(within(front).getByText('Valid')).toBeInTheDocument();
  });

  it('is expired the day after its expiry', () => {
    render(<HealthCertificate application={ihcApplication} today="2027-03-06" side="front" />);
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(
      screen.queryByRole('article', { name: 'Health Certificate (back)' }),
    ).not.toBeInTheDocument();
  });

  it('shows an age in months under one year', () => {
    render(
      <HealthCertificate
        application={{
          ...ihcApplication,
          formData: { ...ihcApplication.formData, birthDate: '01/15/2026' },
        }}
        side="front"
      />,
    );
    expect(screen.getByText('9 months')).toBeInTheDocument();
  });

  it('back: 25 rows, filled by approved labs (any case) valid 14 days after approval', async () => {
    render(
      <HealthCertificate
        application={ihcApplication}
        labs={[stoolLab, sputumLab, vdLab]}
        side="back"
      />,
    );
    const table = screen.getByRole('table', { name: 'Laboratory validity' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(25);
    expect(rows[0]).toHaveTextContent('1November 17, 2026Jollyfood Inc.');
    expect(rows[0]).toHaveTextContent('501');
    expect(rows[1]).toHaveTextContent('503');
    expect(rows[2]).toHaveTextContent(/^3$/);
    expect(await within(table).findAllByRole('img', { name: /Signature/ })).toHaveLength(2);
  });

  it("back: each signature is announced by its signatory's name and role, not 'Signature of Signature' (payment §5 titles)", async () => {
    render(<HealthCertificate application={ihcApplication} labs={[stoolLab, vdLab]} side="back" />);
    const table = screen.getByRole('table', { name: 'Laboratory validity' });
    const names = (await within(table).findAllByRole('img')).map((img) => img.getAttribute('alt'));
    expect(names).toEqual([
      'Signature of Dante Villanueva, MD, FPSP, Pathologist',
      'Signature of Dante Villanueva, MD, FPSP, Medical Doctor',
    ]);
  });

  it('takes given validity rows (validUntilDate, placeOfWork, signatureUrl, labId)', () => {
    render(
      <HealthCertificate
        application={ihcApplication}
        side="back"
        validityRows={[
          {
            validUntilDate: '2026-12-01',
            placeOfWork: 'Bakery',
            signatureUrl: 'https://files.test/s.png',
            labId: 'LAB-9',
          },
        ]}
      />,
    );
    const row = screen.getAllByRole('row')[1];
    expect(row).toHaveTextContent('December 1, 2026');
    expect(row).toHaveTextContent('Bakery');
    expect(row).toHaveTextContent('LAB-9');
    expect(within(row as HTMLElement).getByRole('img')).toHaveAttribute(
      'src',
      'https://files.test/s.png',
    );
  });

  it("says 'Cannot display the image right now.' in a validity row whose signature cannot be fetched or shown", async () => {
    stubSignatures({ status: 500 });
    render(
      <HealthCertificate
        application={ihcApplication}
        labs={[stoolLab]}
        side="back"
        validityRows={[
          {
            validUntilDate: '2026-12-01',
            placeOfWork: 'Bakery',
            signatureId: '77',
            labId: 'LAB-1',
          },
          {
            validUntilDate: '2026-12-02',
            placeOfWork: 'Bakery',
            signatureUrl: 'https://files.test/broken.png',
            labId: 'LAB-2',
          },
        ]}
      />,
    );
    const [first, second] = screen.getAllByRole('row').slice(1);
    expect(
      await within(first as HTMLElement).findByText(MESSAGES.upload.imagePreviewFailure),
    ).toBeInTheDocument();
    fireEvent.error(within(second as HTMLElement).getByRole('img'));
    expect(
      within(second as HTMLElement).getByText(MESSAGES.upload.imagePreviewFailure),
    ).toBeInTheDocument();
    expect(second).toHaveTextContent('LAB-2');
  });
});
