import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { File as NodeFile } from 'node:buffer';
import { http, HttpResponse } from 'msw';
import { MESSAGES } from '@qce/shared-kit/messages';
import { REQUIREMENT_FILE_TYPES } from '@qce/shared-kit/domain';
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

// Node's File: jsdom's File is stringified by the test environment's (undici) FormData.
const png = () => new NodeFile(['png'], 'result.png', { type: 'image/png' }) as unknown as File;
const setup = () => userEvent.setup({ applyAccept: false });

async function row(name: RegExp) {
  const cell = await screen.findByRole('rowheader', { name });
  return cell.closest('tr') as HTMLElement;
}

const dateInput = (r: HTMLElement) => within(r).getByLabelText(/Test Completed Date for/);
const fileInput = (r: HTMLElement) => within(r).getByLabelText(/File for/);

describe('Requirements upload /qce/ihc/requirements-upload (intake §2, §4, §5, §8)', () => {
  it('asks for the upload source once, saves isInternal and locks it; in-house shows the schedule', async () => {
    const user = setup();
    const juan = signIn({ scenario: 'fresh' });
    const created = await ihcApi.createApplication({
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
    localKeys.set('appId', created.applicationId);
    renderAt('/ihc/requirements-upload');
    const stool = await row(/Stool Examination/);
    expect(fileInput(stool)).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: MESSAGES.upload.inHouseLaboratory }));
    const confirm = await screen.findByRole('alertdialog', {
      name: MESSAGES.upload.uploadSourceLabel,
    });
    await user.click(within(confirm).getByRole('button', { name: MESSAGES.common.confirm }));
    expect(
      await screen.findByRole('table', { name: /In-House Laboratory result schedule/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: MESSAGES.upload.inHouseLaboratory })).toBeChecked();
    expect(screen.getByRole('radio', { name: MESSAGES.upload.externalLaboratory })).toBeDisabled();
    expect((await ihcApi.application(created.applicationId)).formData.isInternal).toBe(true);
    await waitFor(() => expect(fileInput(stool)).toBeEnabled());
  });

  it('shows only the visible requirements (PESO, birth certificate, VD, massagist, inactive hidden)', async () => {
    await openScenarioApplication('draft');
    renderAt('/ihc/requirements-upload');
    await row(/Valid Government ID/);
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

  it('rejects a wrong file type with the accepted types message', async () => {
    const user = setup();
    await openScenarioApplication('draft');
    renderAt('/ihc/requirements-upload');
    const stool = await row(/Stool Examination/);
    await user.type(dateInput(stool), '2026-01-05');
    await user.upload(fileInput(stool), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(
      await within(stool).findByText(MESSAGES.upload.fileTypeNotAccepted(REQUIREMENT_FILE_TYPES)),
    ).toBeInTheDocument();
  });

  it('requires a test completed date, and not later than today', async () => {
    const user = setup();
    await openScenarioApplication('draft');
    renderAt('/ihc/requirements-upload');
    const stool = await row(/Stool Examination/);
    await user.upload(fileInput(stool), png());
    expect(
      await within(stool).findByText(MESSAGES.upload.testCompletedDateRequired),
    ).toBeInTheDocument();
    await user.type(dateInput(stool), '2999-01-01');
    await user.upload(fileInput(stool), png());
    expect(
      await within(stool).findByText(MESSAGES.upload.testCompletedDateFuture),
    ).toBeInTheDocument();
  });

  it('uploads a file and saves it; the file-service failure and the save failure reset the row', async () => {
    const user = setup();
    await openScenarioApplication('draft');
    renderAt('/ihc/requirements-upload');
    const stool = await row(/Stool Examination/);
    await user.type(dateInput(stool), '2026-01-05');

    server.use(
      http.post('*/file/upload', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    await user.upload(fileInput(stool), png());
    expect(await within(stool).findByText(MESSAGES.upload.uploadFailure)).toBeInTheDocument();
    expect((fileInput(stool) as HTMLInputElement).value).toBe('');
    server.resetHandlers();

    server.use(
      http.post('*/api/uploads', () => HttpResponse.json({ message: 'db' }, { status: 500 })),
    );
    await user.upload(fileInput(stool), png());
    expect(await within(stool).findByText(MESSAGES.upload.persistFailure)).toBeInTheDocument();
    server.resetHandlers();

    await user.upload(fileInput(stool), png());
    await waitFor(() =>
      expect(within(stool).getByRole('button', { name: /Review/ })).toBeEnabled(),
    );
    expect(within(stool).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('blocks Submit until certified, flags missing files, then submits once with the confirm text', async () => {
    const user = setup();
    let submits = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/application/submit')
        submits += 1;
    });
    await openScenarioApplication('draft');
    renderAt('/ihc/requirements-upload');
    const submit = await screen.findByRole('button', { name: MESSAGES.upload.submitApplication });
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: MESSAGES.upload.certification }));
    await user.click(submit);
    const stool = await row(/Stool Examination/);
    expect(await within(stool).findByText(MESSAGES.upload.fileRequired)).toBeInTheDocument();

    await user.type(dateInput(stool), '2026-01-05');
    await user.upload(fileInput(stool), png());
    await waitFor(() =>
      expect(within(stool).getByRole('button', { name: /Review/ })).toBeEnabled(),
    );
    await user.click(submit);
    const confirm = await screen.findByRole('alertdialog', {
      name: MESSAGES.upload.submitApplication,
    });
    expect(within(confirm).getByText(MESSAGES.submission.confirm)).toBeInTheDocument();
    const go = within(confirm).getByRole('button', { name: MESSAGES.upload.submitApplication });
    await user.dblClick(go);
    await waitFor(() =>
      expect(window.location.pathname).toBe('/qce/ihc/confirmation/application-submitted'),
    );
    expect(submits).toBe(1);
    server.events.removeAllListeners();
  });

  it("shows 'Internal Issue. Please try again later.' when the submission fails", async () => {
    const user = setup();
    await openScenarioApplication('draft');
    renderAt('/ihc/requirements-upload');
    const stool = await row(/Stool Examination/);
    await user.type(dateInput(stool), '2026-01-05');
    await user.upload(fileInput(stool), png());
    await waitFor(() =>
      expect(within(stool).getByRole('button', { name: /Review/ })).toBeEnabled(),
    );
    await user.click(screen.getByRole('checkbox', { name: MESSAGES.upload.certification }));
    server.use(http.post('*/application/submit', () => HttpResponse.json({}, { status: 500 })));
    await user.click(screen.getByRole('button', { name: MESSAGES.upload.submitApplication }));
    const confirm = await screen.findByRole('alertdialog', {
      name: MESSAGES.upload.submitApplication,
    });
    await user.click(
      within(confirm).getByRole('button', { name: MESSAGES.upload.submitApplication }),
    );
    expect(await screen.findByText(MESSAGES.submission.failure)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/qce/ihc/requirements-upload');
  });

  it('shows Requires Update remarks in a tooltip and the fix message after re-uploading', async () => {
    const user = setup();
    await openScenarioApplication('requirements-requires-update');
    renderAt('/ihc/requirements-upload');
    const id = await row(/Valid Government ID/);
    const status = within(id).getByRole('button', { name: 'Requires Update' });
    expect(status).toHaveAccessibleDescription(
      'The uploaded ID is blurred. Please upload a clearer copy.',
    );
    await user.upload(fileInput(id), png());
    expect(await screen.findByText(MESSAGES.submission.requiresUpdateFixed)).toBeInTheDocument();
    // the seed never uploaded the stool result; the re-uploaded ID no longer counts as missing
    const stool = await row(/Stool Examination/);
    await user.type(dateInput(stool), '2026-01-05');
    await user.upload(fileInput(stool), png());
    await waitFor(() =>
      expect(within(stool).getByRole('button', { name: /Review/ })).toBeEnabled(),
    );
    await user.click(screen.getByRole('checkbox', { name: MESSAGES.upload.certification }));
    await user.click(screen.getByRole('button', { name: MESSAGES.upload.submitApplication }));
    const confirm = await screen.findByRole('alertdialog', {
      name: MESSAGES.upload.submitApplication,
    });
    await user.click(
      within(confirm).getByRole('button', { name: MESSAGES.upload.submitApplication }),
    );
    await waitFor(() =>
      expect(window.location.pathname).toBe('/qce/ihc/confirmation/application-submitted'),
    );
    expect(await screen.findByText(MESSAGES.submission.success)).toBeInTheDocument();
  });

  it('disables uploads of Completed requirements', async () => {
    await openScenarioApplication('payment-due');
    renderAt('/ihc/requirements-upload');
    const id = await row(/Valid Government ID/);
    expect(fileInput(id)).toBeDisabled();
    expect(within(id).getByText('Completed')).toBeInTheDocument();
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

  it('leaves the source unchosen (silently) when saving it fails', async () => {
    const user = setup();
    const juan = signIn({ scenario: 'fresh' });
    const created = await ihcApi.createApplication({
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
    localKeys.set('appId', created.applicationId);
    renderAt('/ihc/requirements-upload');
    await row(/Stool Examination/);
    server.use(http.put('*/api/application', () => HttpResponse.json({}, { status: 500 })));
    await user.click(screen.getByRole('radio', { name: MESSAGES.upload.externalLaboratory }));
    const confirm = await screen.findByRole('alertdialog', {
      name: MESSAGES.upload.uploadSourceLabel,
    });
    await user.click(within(confirm).getByRole('button', { name: MESSAGES.common.confirm }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('radio', { name: MESSAGES.upload.externalLaboratory })).toBeEnabled();
    expect(fileInput(await row(/Stool Examination/))).toBeDisabled();
  });

  it('reviews an uploaded file, and says so when it cannot be shown', async () => {
    const user = setup();
    await openScenarioApplication('draft');
    renderAt('/ihc/requirements-upload');
    const id = await row(/Valid Government ID/);
    await user.click(within(id).getByRole('button', { name: 'Review Valid Government ID' }));
    const dialog = await screen.findByRole('dialog', { name: /Review: Valid Government ID/ });
    expect(
      await within(dialog).findByRole('img', { name: 'Valid Government ID' }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    server.use(http.get('*/file/:imageId', () => HttpResponse.json({}, { status: 500 })));
    await user.click(within(id).getByRole('button', { name: 'Review Valid Government ID' }));
    expect(await screen.findByText(MESSAGES.upload.imagePreviewFailure)).toBeInTheDocument();
  });
});
