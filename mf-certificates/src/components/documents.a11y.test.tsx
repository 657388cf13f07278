/**
 * Every document is accessible (no serious/critical axe violations): tables with headers, labelled regions.
 * Each laboratory result kind (stool, sputum, VD, water) is a row: the e2e suite checks one laboratory page
 * in the browser (contrast, print layout), e2e/tests/certificates/documents.spec.ts.
 */
import { render, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '@qce/testing';
import { setupMockServer, stubSignatures, waitForSettledDocuments } from '../testing/mock-server';
import {
  ihcApplication,
  spApplication,
  sputumLab,
  stoolLab,
  vdLab,
  waterLab,
} from '../testing/fixtures';
import { DigitalHealthCertificate } from './digital-health-certificate/digital-health-certificate';
import { DigitalSanitaryPermit } from './digital-sanitary-permit/digital-sanitary-permit';
import { HealthCertificate } from './health-certificate/health-certificate';
import { LabResultCertificate } from './lab-result-certificate/lab-result-certificate';
import { OrderOfPaymentSheet } from './order-of-payment-sheet/order-of-payment-sheet';

setupMockServer();
beforeEach(() => stubSignatures({ imageUrl: 'https://files.test/sig.png' }));

describe('documents accessibility', () => {
  it.each([
    [
      'health certificate',
      <HealthCertificate key="hc" application={ihcApplication} labs={[stoolLab]} />,
    ],
    [
      'digital health certificate',
      <DigitalHealthCertificate
        key="dhc"
        application={ihcApplication}
        lab={{ labId: '501', labType: 'SOCIAL_HYGIENE', labName: 'STOOL' }}
      />,
    ],
    ['digital sanitary permit', <DigitalSanitaryPermit key="sp" application={spApplication} />],
    [
      'stool certificate',
      <LabResultCertificate key="stool" record={stoolLab} labType="REGULAR_LABORATORY" />,
    ],
    [
      'sputum certificate',
      <LabResultCertificate key="sputum" record={sputumLab} labType="REGULAR_LABORATORY" />,
    ],
    ['VD certificate', <LabResultCertificate key="vd" record={vdLab} labType="SOCIAL_HYGIENE" />],
    [
      'water certificate',
      <LabResultCertificate key="wal" record={waterLab} labType="REGULAR_LABORATORY" />,
    ],
    [
      'order of payment',
      <OrderOfPaymentSheet
        key="oop"
        applicationId="APP-1001"
        payor="Juan Dela Cruz"
        order={{
          referenceNumber: 'REF-1',
          total: 400,
          lines: [{ key: '1', name: 'Fee', amount: 400, quantity: 1 }],
        }}
      />,
    ],
  ])('%s', async (_name, element) => {
    const { container } = render(element);
    await screen.findAllByRole('article');
    await waitForSettledDocuments();
    await expectNoAxeViolations(container);
  });
});
