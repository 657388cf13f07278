/** payment §2 Certificates (lab certificates), §3 Lab formData, §5 NEGATIVE and signatory titles, §9 units. */
import { render, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@qce/shared-kit/messages';
import { setupMockServer, stubSignatures } from '../../testing/mock-server';
import { sputumLab, stoolLab, vdLab, waterLab } from '../../testing/fixtures';
import { LabResultCertificate } from './lab-result-certificate';

setupMockServer();

const titles = MESSAGES.certificates.signatory;

const valueOf = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

describe('LabResultCertificate', () => {
  beforeEach(() => stubSignatures({ imageUrl: 'https://files.test/sig.png' }));

  it('stool: every field, the results, and the sample result fixed as NEGATIVE', async () => {
    render(<LabResultCertificate record={stoolLab} labType="SOCIAL_HYGIENE" today="2026-11-10" />);
    expect(
      screen.getByRole('heading', { name: 'Stool Examination (Fecalysis)' }),
    ).toBeInTheDocument();
    expect(valueOf('Name')).toBe('Juan Santos Dela Cruz');
    expect(valueOf('Lab No.')).toBe('L-2026-0007');
    expect(valueOf('Address')).toBe('5 Rizal St., Batasan Hills');
    expect(valueOf('Contact No.')).toBe('09171234567');
    expect(valueOf('Date Reported')).toBe('November 3, 2026');
    for (const [label, value] of [
      ['Color', 'Brown'],
      ['Consistency', 'Formed'],
      ['Pus Cells', '0-1/hpf'],
      ['Red Cells', '0/hpf'],
      ['Crystals', 'None'],
      ['Trophozoite', 'None seen'],
      ['Ova / Parasite', 'No ova seen'],
      ['Bacteria', 'Few'],
    ] as const) {
      expect(screen.getByRole('row', { name: `${label} ${value}` })).toBeInTheDocument();
    }
    expect(screen.getByText(MESSAGES.certificates.negative)).toBeInTheDocument();
    expect(screen.getByText('No other findings')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole('img', { name: /^Signature of/ })).toHaveLength(3),
    );
  });

  it('stool approved by a pathologist: titles Medical Technologist, Microscopist, Pathologist', () => {
    render(<LabResultCertificate record={stoolLab} labType="SOCIAL_HYGIENE" today="2026-11-10" />);
    expect(
      within(screen.getByRole('region', { name: 'Submitted by' })).getByText(
        titles.medicalTechnologist,
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Certified by' })).getByText(titles.microscopist),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Approved by' })).getByText(titles.pathologist),
    ).toBeInTheDocument();
    expect(screen.getByText('Dante Villanueva, MD, FPSP')).toBeInTheDocument();
  });

  it('is valid 14 days after approval and expired after', () => {
    const { unmount } = render(
      <LabResultCertificate
        record={stoolLab}
        labType="SOCIAL_HYGIENE"
        today="2026-11-17"
        printable={false}
      />,
    );
    expect(screen.getByText('Valid')).toBeInTheDocument();
    expect(screen.getByText(/Valid until November 17, 2026/)).toBeInTheDocument();
    unmount();
    render(<LabResultCertificate record={stoolLab} labType="SOCIAL_HYGIENE" today="2026-11-18" />);
    expect(screen.getByText('Expired')).toBeInTheDocument();
  });

  it('sputum: AFB result, NEGATIVE, and a record not yet approved says so', () => {
    render(<LabResultCertificate record={sputumLab} labType="SOCIAL_HYGIENE" today="2026-11-10" />);
    expect(screen.getByRole('row', { name: 'Sputum AFB No AFB seen' })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.certificates.negative)).toBeInTheDocument();
    expect(screen.getByText(/Not yet approved/)).toBeInTheDocument();
    expect(screen.queryByText('Valid')).not.toBeInTheDocument();
  });

  it('VD: every gram stain and remark; approved by a medical doctor', () => {
    render(<LabResultCertificate record={vdLab} labType="SOCIAL_HYGIENE" today="2026-11-10" />);
    for (const label of [
      'Gram Stain (Vaginal)',
      'Gram Stain (Penile)',
      'Gram Stain (Throat)',
      'Gram Stain (Rectal)',
      'Wet Mount',
      'KOH',
      'Remarks',
    ]) {
      expect(screen.getByRole('rowheader', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByRole('row', { name: 'KOH Negative for yeast' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Approved by' })).getByText(titles.medicalDoctor),
    ).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.certificates.negative)).not.toBeInTheDocument();
  });

  it('microbiological water analysis: methods with their units and standards', () => {
    render(<LabResultCertificate record={waterLab} labType="WATER_ANALYSIS" today="2026-11-10" />);
    expect(
      screen.getByRole('heading', { name: 'Microbiological Water Analysis' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('row', {
        name: 'Total Coliform Multiple Tube Fermentation <1.1 MPN/100mL <1.1 MPN/100mL Passed',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('row', {
        name: 'Thermotolerant Coliform Enzyme Substrate ABSENT Per 100mL ABSENT Passed',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('row', {
        name: 'Heterotrophic Plate Count Pour Plate 120 CFU/mL less than 500 CFU/mL Passed',
      }),
    ).toBeInTheDocument();
  });

  it('verifier audience leaves out address and contact number', () => {
    render(
      <LabResultCertificate
        record={stoolLab}
        labType="SOCIAL_HYGIENE"
        audience="verifier"
        today="2026-11-10"
      />,
    );
    expect(screen.queryByText('Address', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByText('09171234567')).not.toBeInTheDocument();
    expect(valueOf('Name')).toBe('Juan Santos Dela Cruz');
  });

  it('encodes the laboratory page in its QR code', () => {
    const { container } = render(
      <LabResultCertificate record={stoolLab} labType="SOCIAL_HYGIENE" today="2026-11-10" />,
    );
    const qr = container.querySelector('svg[data-qr-value]');
    expect(qr).toHaveAttribute(
      'data-qr-value',
      'https://portal.test/qce/laboratory/501/SOCIAL_HYGIENE/STOOL',
    );
  });
});

describe('LabResultCertificate signatures that cannot be fetched', () => {
  it("says 'Cannot display the image right now.' for each", async () => {
    stubSignatures({ status: 500 });
    render(<LabResultCertificate record={stoolLab} labType="SOCIAL_HYGIENE" today="2026-11-10" />);
    await waitFor(() =>
      expect(screen.getAllByText(MESSAGES.upload.imagePreviewFailure)).toHaveLength(3),
    );
  });
});
