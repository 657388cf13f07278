import { useEffect, useState } from 'react';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { seededUsers } from '@qce/mock-api';
import { resetMockDb, server } from '@qce/mock-api/node';
import { createApplication, getApplicationById, getUploads } from '../../api';
import type { ApplicationRecord, Requirement } from '../../api';
import { NodeFile } from '../../api/testing-file';
import { defaultRuntimeConfig, setRuntimeConfig } from '../../config';
import { REQUIREMENT_FILE_TYPES } from '../../domain';
import { MESSAGES } from '../../messages';
import { localKeys, sessionKeys } from '../../storage';
import { expectNoAxeViolations } from '@qce/testing';
import { NoticesProvider } from '../../ui';
import { RequirementsUploadPanel } from './requirements-upload-panel';
import type { RequirementsUploadPanelProps } from './requirements-upload-panel';

const U = MESSAGES.upload;
const ORIGIN = 'http://localhost';
const DRAFT_KEY = 'test:requirements-upload';

jest.setTimeout(30000);
configure({ asyncUtilTimeout: 5000 });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  setRuntimeConfig({ ...defaultRuntimeConfig, requestTimeoutMs: 5000 });
});
afterEach(() => {
  server.events.removeAllListeners();
  server.resetHandlers();
  jest.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterAll(() => server.close());

/** Juan (101) signed in on a scenario; his latest application. */
async function signIn(scenario: string): Promise<string> {
  resetMockDb(scenario);
  const user = seededUsers().find((u) => u.userId === 101);
  if (!user) throw new Error('no seeded user 101');
  localKeys.set('token', user.token);
  sessionKeys.set('userId', String(user.userId));
  const response = await fetch(`${ORIGIN}/__staff/applications`);
  const all = (await response.json()) as { data: { applicationId: string; userId: number }[] };
  return String(all.data.filter((a) => a.userId === 101).at(-1)?.applicationId ?? '');
}

/** A new health card application of Juan like the draft scenario's, no upload source chosen yet. */
async function freshApplication(): Promise<string> {
  const draft = (await getApplicationById(await signIn('draft'))).data.data;
  const { isInternal: _source, ...formData } = draft.formData;
  await signIn('fresh');
  const created = await createApplication({ formData, userId: draft.userId, permitId: 1 });
  return created.data.applicationId;
}

type Callbacks = Pick<RequirementsUploadPanelProps, 'onBack' | 'onSubmitted'>;

/** The page as a track frames it: the application loaded, and loaded again after onSourceSaved. */
function Track({
  applicationId,
  ...props
}: { applicationId: string } & Callbacks & Partial<RequirementsUploadPanelProps>) {
  const [application, setApplication] = useState<ApplicationRecord | null>(null);
  const [run, setRun] = useState(0);
  useEffect(() => {
    void getApplicationById(applicationId).then((r) => setApplication(r.data.data));
  }, [applicationId, run]);
  if (!application) return <p>Loading</p>;
  return (
    <RequirementsUploadPanel
      application={application}
      permitId={1}
      visibility={{ isHealthCard: true, isPESO: application.formData.isPESO }}
      draftKey={DRAFT_KEY}
      onSourceSaved={() => setRun((n) => n + 1)}
      {...props}
    />
  );
}

function renderPanel(applicationId: string, props: Partial<RequirementsUploadPanelProps> = {}) {
  const callbacks = { onBack: jest.fn(), onSubmitted: jest.fn() };
  const utils = render(
    <NoticesProvider>
      <Track applicationId={applicationId} {...callbacks} {...props} />
    </NoticesProvider>,
  );
  return { ...utils, ...callbacks };
}

/** Starts with the PNG signature: the mock file service checks the type by content. */
const png = () =>
  new NodeFile([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'result.png', {
    type: 'image/png',
  }) as unknown as File;
const setup = () => userEvent.setup({ applyAccept: false });
async function row(name: RegExp) {
  const cell = await screen.findByRole('rowheader', { name });
  return cell.closest('tr') as HTMLElement;
}
const dateInput = (r: HTMLElement) => within(r).getByLabelText(/Test Completed Date for/);
const fileInput = (r: HTMLElement) => within(r).getByLabelText(/File for/);
const reviewEnabled = (r: HTMLElement) =>
  waitFor(() => expect(within(r).getByRole('button', { name: /Review/ })).toBeEnabled());

/** Uploads the stool result (a laboratory row: test date first). */
async function uploadStool(user: ReturnType<typeof setup>) {
  const stool = await row(/Stool Examination/);
  await user.type(dateInput(stool), '2026-01-05');
  await user.upload(fileInput(stool), png());
  await reviewEnabled(stool);
  return stool;
}

async function confirmSubmit(user: ReturnType<typeof setup>) {
  await user.click(screen.getByRole('button', { name: U.submitApplication }));
  const confirm = await screen.findByRole('alertdialog', { name: U.submitApplication });
  expect(within(confirm).getByText(MESSAGES.submission.confirm)).toBeInTheDocument();
  return within(confirm).getByRole('button', { name: U.submitApplication });
}

describe('RequirementsUploadPanel: upload source (intake §2, §4 Upload source)', () => {
  it('asks once, saves isInternal and locks the choice; in-house shows the schedule', async () => {
    const user = setup();
    const appId = await freshApplication();
    const { container } = renderPanel(appId);
    const stool = await row(/Stool Examination/);
    expect(fileInput(stool)).toBeDisabled();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Choose an upload source to start uploading.',
    );
    await user.click(screen.getByRole('radio', { name: U.inHouseLaboratory }));
    const confirm = await screen.findByRole('alertdialog', { name: U.uploadSourceLabel });
    await user.click(within(confirm).getByRole('button', { name: MESSAGES.common.confirm }));
    expect(
      await screen.findByRole('table', { name: /In-House Laboratory result schedule/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: U.inHouseLaboratory })).toBeChecked();
    expect(screen.getByRole('radio', { name: U.externalLaboratory })).toBeDisabled();
    expect(screen.getByText(U.uploadSourceLocked)).toBeInTheDocument();
    expect((await getApplicationById(appId)).data.data.formData.isInternal).toBe(true);
    await waitFor(() => expect(fileInput(stool)).toBeEnabled());
    await expectNoAxeViolations(container);
  });

  it('sends the track’s extra fields with the update, and stays unchosen (silently) when saving fails', async () => {
    const user = setup();
    const appId = await freshApplication();
    const bodies: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT')
        void request
          .clone()
          .json()
          .then((b) => bodies.push(b));
    });
    server.use(http.put('*/api/application', () => HttpResponse.json({}, { status: 500 })));
    renderPanel(appId, { updateExtras: { yellowCard: true } });
    await row(/Stool Examination/);
    await user.click(screen.getByRole('radio', { name: U.externalLaboratory }));
    const confirm = await screen.findByRole('alertdialog', { name: U.uploadSourceLabel });
    await user.click(within(confirm).getByRole('button', { name: MESSAGES.common.confirm }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('radio', { name: U.externalLaboratory })).toBeEnabled();
    expect(fileInput(await row(/Stool Examination/))).toBeDisabled();
    // No notice: the page stays as it was.
    expect(screen.getAllByRole('alert').map((el) => el.textContent)).toEqual(['']);
    await waitFor(() =>
      expect(bodies).toEqual([
        expect.objectContaining({
          applicationId: appId,
          permitId: 1,
          yellowCard: true,
          formData: expect.objectContaining({ isInternal: false }),
        }),
      ]),
    );
  });
});

describe('RequirementsUploadPanel: requirement rows (intake §2, §5, §8)', () => {
  it('rejects a wrong file type with the accepted types message', async () => {
    const user = setup();
    renderPanel(await signIn('draft'));
    const stool = await row(/Stool Examination/);
    await user.type(dateInput(stool), '2026-01-05');
    await user.upload(fileInput(stool), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(
      await within(stool).findByText(U.fileTypeNotAccepted(REQUIREMENT_FILE_TYPES)),
    ).toBeInTheDocument();
    expect((fileInput(stool) as HTMLInputElement).value).toBe('');
  });

  it('requires a test completed date, and not later than today', async () => {
    const user = setup();
    renderPanel(await signIn('draft'));
    const stool = await row(/Stool Examination/);
    await user.upload(fileInput(stool), png());
    expect(await within(stool).findByText(U.testCompletedDateRequired)).toBeInTheDocument();
    await user.type(dateInput(stool), '2999-01-01');
    await user.upload(fileInput(stool), png());
    expect(await within(stool).findByText(U.testCompletedDateFuture)).toBeInTheDocument();
  });

  it('uploads and saves a file with its test date; the file-service and save failures reset the row', async () => {
    const user = setup();
    const appId = await signIn('draft');
    renderPanel(appId);
    const stool = await row(/Stool Examination/);
    await user.type(dateInput(stool), '2026-01-05');

    server.use(
      http.post('*/file/upload', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    await user.upload(fileInput(stool), png());
    expect(await within(stool).findByText(U.uploadFailure)).toBeInTheDocument();
    expect((fileInput(stool) as HTMLInputElement).value).toBe('');
    server.resetHandlers();

    server.use(
      http.post('*/api/uploads', () => HttpResponse.json({ message: 'db' }, { status: 500 })),
    );
    await user.upload(fileInput(stool), png());
    expect(await within(stool).findByText(U.persistFailure)).toBeInTheDocument();
    server.resetHandlers();

    await user.upload(fileInput(stool), png());
    await reviewEnabled(stool);
    expect(within(stool).queryByRole('alert')).not.toBeInTheDocument();
    expect(await screen.findByText(/^Stool Examination.* uploaded\.$/)).toBeInTheDocument();
    const uploads = (await getUploads(appId)).data ?? [];
    expect(uploads.some((u) => u.testCompletedDate === '01/05/2026')).toBe(true);
  });

  it('keeps the test dates and the certification in the session draft until submitted', async () => {
    const user = setup();
    const appId = await signIn('draft');
    const first = renderPanel(appId);
    await user.type(dateInput(await row(/Stool Examination/)), '2026-01-05');
    await user.click(screen.getByRole('checkbox', { name: U.certification }));
    first.unmount();
    renderPanel(appId);
    expect(dateInput(await row(/Stool Examination/))).toHaveValue('2026-01-05');
    expect(screen.getByRole('checkbox', { name: U.certification })).toBeChecked();
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toContain('"certified":true');
  });

  it('shows Requires Update remarks in a tooltip and the fix message after re-uploading', async () => {
    const user = setup();
    const { onSubmitted } = renderPanel(await signIn('requirements-requires-update'));
    const id = await row(/Valid Government ID/);
    const status = within(id).getByRole('button', { name: 'Requires Update' });
    expect(status).toHaveAccessibleDescription(
      'The uploaded ID is blurred. Please upload a clearer copy.',
    );
    await user.upload(fileInput(id), png());
    expect(await screen.findByText(MESSAGES.submission.requiresUpdateFixed)).toBeInTheDocument();
    // The seed never uploaded the stool result; the re-uploaded ID no longer counts as missing.
    await uploadStool(user);
    await user.click(screen.getByRole('checkbox', { name: U.certification }));
    await user.click(await confirmSubmit(user));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
  });

  it('disables uploads of Completed requirements', async () => {
    renderPanel(await signIn('payment-due'));
    const id = await row(/Valid Government ID/);
    expect(fileInput(id)).toBeDisabled();
    expect(within(id).getByText('Completed')).toBeInTheDocument();
  });

  it('reviews an uploaded file, and says so when it cannot be shown', async () => {
    const user = setup();
    renderPanel(await signIn('draft'));
    const id = await row(/Valid Government ID/);
    await user.click(within(id).getByRole('button', { name: 'Review Valid Government ID' }));
    const dialog = await screen.findByRole('dialog', { name: /Review: Valid Government ID/ });
    expect(
      await within(dialog).findByRole('img', { name: 'Valid Government ID' }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    server.use(http.get('*/file/:imageId', () => HttpResponse.json({}, { status: 500 })));
    await user.click(within(id).getByRole('button', { name: 'Review Valid Government ID' }));
    expect(await screen.findByText(U.imagePreviewFailure)).toBeInTheDocument();
  });
});

describe('RequirementsUploadPanel: Submit Application (intake §2, §5, §8)', () => {
  it('blocks Submit until certified, flags missing files, then submits once with the confirm text', async () => {
    const user = setup();
    let submits = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/application/submit')
        submits += 1;
    });
    const appId = await signIn('draft');
    const { onSubmitted, onBack } = renderPanel(appId);
    const submit = await screen.findByRole('button', { name: U.submitApplication });
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: U.certification }));
    await user.click(submit);
    const stool = await row(/Stool Examination/);
    expect(await within(stool).findByText(U.fileRequired)).toBeInTheDocument();
    expect(
      screen.getByText(/^Please upload a file\. \(Stool Examination.*\)$/),
    ).toBeInTheDocument();

    await uploadStool(user);
    await user.dblClick(await confirmSubmit(user));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(onSubmitted).toHaveBeenCalledWith(expect.objectContaining({ applicationId: appId }));
    expect(submits).toBe(1);
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    await user.click(screen.getByRole('button', { name: U.backToApplicationForm }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it("shows 'Internal Issue. Please try again later.' when the submission fails", async () => {
    const user = setup();
    const { onSubmitted } = renderPanel(await signIn('draft'));
    await uploadStool(user);
    await user.click(screen.getByRole('checkbox', { name: U.certification }));
    server.use(http.post('*/application/submit', () => HttpResponse.json({}, { status: 500 })));
    await user.click(await confirmSubmit(user));
    expect(await screen.findByText(MESSAGES.submission.failure)).toBeInTheDocument();
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('RequirementsUploadPanel: a failed load (issue 12 fault suite)', () => {
  it.each(['*/api/requirements', '*/api/uploads'])(
    'offers a retry instead of an empty table and Submit when %s fails',
    async (path) => {
      const user = setup();
      const appId = await signIn('draft');
      server.use(http.get(path, () => HttpResponse.json({ message: 'down' }, { status: 500 })));
      renderPanel(appId);
      const retry = await screen.findByRole('button', { name: MESSAGES.common.tryAgain });
      expect(screen.getByText(MESSAGES.common.trackUnavailable)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: U.submitApplication })).not.toBeInTheDocument();
      server.resetHandlers();
      await user.click(retry);
      expect(await row(/Stool Examination/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: U.submitApplication })).toBeInTheDocument();
    },
  );
});

describe('RequirementsUploadPanel: the track’s slots', () => {
  const isStool = (r: Requirement) => /Stool/.test(r.requirementName);

  it('renders the track’s content above the source, skips the rows it handles and blocks Submit with its checks', async () => {
    const user = setup();
    const seen: string[][] = [];
    const { onSubmitted } = renderPanel(await signIn('draft'), {
      handledElsewhere: isStool,
      renderBefore: ({ requirements, blocked, closed }) => (
        <p>
          Track panel: {requirements.filter(isStool).length} stool row, blocked {String(blocked)},
          closed {String(closed)}
        </p>
      ),
      submitChecks: ({ requirements, uploadOf }) => {
        const stool = requirements.find(isStool);
        const issues =
          stool && !uploadOf(stool.requirementId) ? ['Upload the stool result first.'] : [];
        seen.push(issues);
        return issues;
      },
    });
    expect(
      await screen.findByText('Track panel: 1 stool row, blocked false, closed false'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: U.certification }));
    await user.click(screen.getByRole('button', { name: U.submitApplication }));
    expect(await screen.findByText('Upload the stool result first.')).toBeInTheDocument();
    // The stool row is the track's: no 'Please upload a file.' for it.
    expect(screen.queryByText(U.fileRequired, { exact: false })).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await uploadStool(user);
    await user.click(await confirmSubmit(user));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(seen).toEqual([['Upload the stool result first.'], []]);
  });
});
