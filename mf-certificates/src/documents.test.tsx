/** `./documents` (issue 7): the typed document components other tracks load; they render without a router. */
import { render, screen } from '@testing-library/react';
import { documents } from './documents';
import { ihcApplication, spApplication } from './testing/fixtures';

describe('./documents module', () => {
  it('exposes every document of the contract', () => {
    expect(Object.keys(documents).sort()).toEqual([
      'DigitalHealthCertificate',
      'DigitalSanitaryPermit',
      'HealthCertificate',
      'LabResultCertificate',
      'MassagistTrainingCertificate',
    ]);
  });

  it('renders documents outside any router (as inside another remote)', () => {
    const { DigitalHealthCertificate, DigitalSanitaryPermit } = documents;
    render(
      <>
        <DigitalHealthCertificate
          application={ihcApplication}
          lab={{ labId: '501', labType: 'REGULAR_LABORATORY', labName: 'STOOL' }}
        />
        <DigitalSanitaryPermit application={spApplication} />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Digital Health Certificate' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Digital Sanitary Permit' })).toBeInTheDocument();
  });
});
