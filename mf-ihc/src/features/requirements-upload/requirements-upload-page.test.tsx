import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { File as NodeFile } from 'node:buffer';
import { MESSAGES } from '@qce/shared-kit/messages';
import { localKeys } from '@qce/shared-kit/storage';
import { ihcApi } from '../../lib/ihc-api';
import {
  openScenarioApplication,
  renderAt,
  server,
  setupMockServer,
  signIn,
} from '../../testing/render-app';

setupMockServer();

const setup = () => userEvent.setup({ applyAccept: false });
const stoolFile = () => screen.findByLabelText(/File for Stool Examination/);

/**
 * The page's behaviour (source, rows, uploads, submit) is the kit's RequirementsUploadPanel, tested
 * beside it (shared-kit/src/flows/requirements-upload). Here: the health card's own rules and the wiring.
 */
describe('Requirements upload /qce/ihc/requirements-upload (intake §2, §4, §5, §8)', () => {
  it('shows only the visible requirements (PESO, birth certificate, VD, massagist, inactive hidden)', async () => {
    await openScenarioApplication('draft');
    renderAt('/ihc/requirements-upload');
    await screen.findByRole('rowheader', { name: /Valid Government ID/ });
    for (const hidden of [
      /PESO/,
      /Birth Certificate/,
      /VD Screening/,
      /Massagist Training Course/,
      /Cedula/,
      /Letter of Consent/,
    ]) {
      expect(screen.queryByRole('rowheader', { name: hidden })).not.toBeInTheDocument();
    }
  });

  it('saves the upload source with the application (health card permit kept)', async () => {
    const user = setup();
    const juan = signIn({ scenario: 'fresh' });
    const { applicationId: id } = await ihcApi.createApplication({
      formData: {
        classification: 'INDIVIDUAL',
        industryId: 1,
        subIndustryId: 11,
        applicationTypeId: 1,
        firstName: 'Juan',
        lastName: 'Dela Cruz',
        email: juan.email,
        birthDate: '05/14/1990',
      },
      userId: String(juan.userId),
      permitId: 1,
    });
    localKeys.set('appId', id);
    renderAt('/ihc/requirements-upload');
    expect(await stoolFile()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: MESSAGES.upload.externalLaboratory }));
    const confirm = await screen.findByRole('alertdialog', {
      name: MESSAGES.upload.uploadSourceLabel,
    });
    await user.click(within(confirm).getByRole('button', { name: MESSAGES.common.confirm }));
    await waitFor(async () => expect(await stoolFile()).toBeEnabled());
    const saved = await ihcApi.application(id);
    expect(saved.formData.isInternal).toBe(false);
    expect(saved.permitId).toBe(1);
  });

  it('submits once and lands on Successfully Submitted with the success notice', async () => {
    const user = setup();
    let submits = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/application/submit')
        submits += 1;
    });
    await openScenarioApplication('draft');
    renderAt('/ihc/requirements-upload');
    await user.type(
      await screen.findByLabelText(/Test Completed Date for Stool Examination/),
      '2026-01-05',
    );
    // Node's File: jsdom's File is stringified by the test environment's (undici) FormData.
    await user.upload(
      await stoolFile(),
      // A PNG signature: the mock file service checks the type by content.
      new NodeFile(
        [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
        'result.png',
        { type: 'image/png' },
      ) as unknown as File,
    );
    expect(await screen.findByText(/^Stool Examination.* uploaded\.$/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: MESSAGES.upload.certification }));
    await user.click(screen.getByRole('button', { name: MESSAGES.upload.submitApplication }));
    const confirm = await screen.findByRole('alertdialog', {
      name: MESSAGES.upload.submitApplication,
    });
    await user.dblClick(
      within(confirm).getByRole('button', { name: MESSAGES.upload.submitApplication }),
    );
    await waitFor(() =>
      expect(window.location.pathname).toBe('/qce/ihc/confirmation/application-submitted'),
    );
    expect(await screen.findByText(MESSAGES.submission.success)).toBeInTheDocument();
    expect(submits).toBe(1);
    server.events.removeAllListeners();
  });

  it('goes back to the application form', async () => {
    const user = setup();
    await openScenarioApplication('draft');
    renderAt('/ihc/requirements-upload');
    await user.click(
      await screen.findByRole('button', { name: MESSAGES.upload.backToApplicationForm }),
    );
    await waitFor(() => expect(window.location.pathname).toBe('/qce/ihc/application-form'));
  });
});
