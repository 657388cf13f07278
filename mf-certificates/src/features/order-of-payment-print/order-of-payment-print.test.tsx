/** payment §2 /qce/print-temp/{appType}, §9: reference number, blank OR number and date, PHP en-PH amounts. */
import { screen, within } from '@testing-library/react';
import { localKeys } from '@qce/shared-kit/storage';
import { setupMockServer } from '../../testing/mock-server';
import { JUAN, renderAt, seededApplication, signIn } from '../../testing/seeded';

setupMockServer();

describe('/qce/print-temp/:appType', () => {
  it('prints the order of payment of the application in storage', async () => {
    const { application } = await seededApplication('payment-due', JUAN, 1);
    signIn(JUAN);
    localKeys.set('appId', application.applicationId);
    renderAt('/print-temp/ihc');
    const sheet = await screen.findByRole('article', { name: 'Order of Payment' });
    const reference = within(sheet).getByText('Reference No.', {
      selector: 'dt',
    }).nextElementSibling;
    expect(reference?.textContent).not.toBe('');
    const total = within(sheet).getByRole('row', { name: /^Total/ });
    expect(total).toHaveTextContent(/₱\d[\d,]*\.\d{2}/);
    expect(within(sheet).getByRole('note', { name: 'OR Number (blank)' })).toBeEmptyDOMElement();
    expect(within(sheet).getByRole('note', { name: 'OR Date (blank)' })).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('says so when no application is in storage', async () => {
    renderAt('/print-temp/ihc');
    expect(await screen.findByRole('alert')).toHaveTextContent(/No application is selected/);
  });
});
