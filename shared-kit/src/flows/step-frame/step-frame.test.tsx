import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@qce/shared-kit/api';
import type { ApplicationRecord, AuditLogEntry } from '@qce/shared-kit/api';
import { allowConsoleErrors, consoleErrors } from '@qce/testing/console';
import { TRANSACTION_TYPE } from '@qce/shared-kit/domain';
import type { LandingSelection } from '@qce/shared-kit/flows/initial-details';
import { MESSAGES } from '@qce/shared-kit/messages';
import { NoticesProvider } from '@qce/shared-kit/ui';
import { expectNoAxeViolations } from '@qce/testing';
import { DocumentErrorBoundary, auditLogSteps, createStepFrame } from './index';
import type { StepFrameLayoutProps, StepFrameRecord, StepFrameTrack } from './index';

jest.setTimeout(20000);

const log = (transactionType: string, status: string): AuditLogEntry => ({
  transactionType,
  status: status as AuditLogEntry['status'],
  logDate: '2026-11-20T08:00:00Z',
});
/** A Draft with Upload Requirements logged: the §4 Cancel Application rule shows the button. */
const UPLOADING = [log('Application Form', 'COMPLETED'), log('Upload Requirements', 'IN_PROGRESS')];
const APPLICATION: ApplicationRecord = {
  applicationId: 'SP-1001',
  permitId: 2,
  userId: '103',
  status: 'Draft',
  formData: { type: 'New', industry: 'Food Establishment', establishmentName: 'Kusina' },
};
const STEPS = [
  TRANSACTION_TYPE.applicationForm,
  TRANSACTION_TYPE.uploadRequirements,
  TRANSACTION_TYPE.headApproval,
] as const;

const ready = (auditLogs: AuditLogEntry[] = UPLOADING): StepFrameRecord => ({
  appId: APPLICATION.applicationId,
  status: 'ready',
  data: { application: APPLICATION, auditLogs },
  error: undefined,
  reload: jest.fn(),
});

/** A track's configuration with a given application state; navigation and writes are spies. */
function setup(record: StepFrameRecord, overrides: Partial<StepFrameTrack<LandingSelection>> = {}) {
  const navigate = jest.fn();
  const discard = jest.fn<Promise<void>, [string]>().mockResolvedValue(undefined);
  const onCancelled = jest.fn();
  const track: StepFrameTrack<LandingSelection> = {
    useApplication: () => record,
    useNavigate: () => navigate,
    basename: '/qce',
    landingRoute: '/sp/applications',
    failureMessage: MESSAGES.common.trackUnavailable,
    subtitle: 'Sanitary permit',
    steps: {
      label: 'Application steps',
      of: auditLogSteps(STEPS, (type) => `/sp/${type.toLowerCase().replace(/ /g, '-')}`),
    },
    summary: {
      label: 'Application details',
      details: (application) => ({ type: application.formData.type }),
      rows: (details, application) => [
        ['Application ID', application?.applicationId ?? ''],
        ['Establishment', application?.formData.establishmentName ?? ''],
        [MESSAGES.landing.applicationType, details.type ?? ''],
      ],
    },
    updateDetails: {
      track: 'SP',
      page: 'sp',
      save: jest.fn<Promise<void>, [ApplicationRecord, LandingSelection]>(),
    },
    cancel: { discard, onCancelled },
    ...overrides,
  };
  return { ...createStepFrame(track), navigate, discard, onCancelled };
}

function renderFrame(
  record: StepFrameRecord,
  overrides: Partial<StepFrameTrack<LandingSelection>> = {},
  showTitle = true,
) {
  const frame = setup(record, overrides);
  const { StepFrame } = frame;
  const page = jest.fn((status: string) => <p>Page content ({status})</p>);
  const utils = render(
    <NoticesProvider>
      <StepFrame title="Requirements Upload" showTitle={showTitle}>
        {(ctx) => page(ctx.application.status ?? '')}
      </StepFrame>
    </NoticesProvider>,
  );
  return { ...frame, ...utils, page };
}

/**
 * Renders the track's StepFrameLayout around "The form" (a page that loaded its own data, or has none
 * saved yet), with the layout's own props; navigation and the track's discard are spies.
 */
function renderLayout(
  props: Omit<StepFrameLayoutProps<LandingSelection>, 'record' | 'reload' | 'children'>,
) {
  const frame = setup(ready());
  const { StepFrameLayout } = frame;
  render(
    <NoticesProvider>
      <StepFrameLayout record={undefined} reload={jest.fn()} {...props}>
        <p>The form</p>
      </StepFrameLayout>
    </NoticesProvider>,
  );
  return frame;
}

/** Cancel Application, confirmed in its dialog. */
async function confirmCancel() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: MESSAGES.cancelApplication.button }));
  const confirm = await screen.findByRole('alertdialog', {
    name: MESSAGES.cancelApplication.confirmTitle,
  });
  await user.click(
    within(confirm).getByRole('button', { name: MESSAGES.cancelApplication.button }),
  );
}

describe('StepFrame: the one frame of every track (ARCHITECTURE 11)', () => {
  it('sends an applicant with no open application to the landing, and draws nothing', async () => {
    const { navigate } = renderFrame({ ...ready(), appId: null });
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/sp/applications', { replace: true }),
    );
    expect(screen.queryByRole('main')).toBeNull();
    expect(screen.queryByLabelText(/Loading/)).toBeNull();
  });

  it('shows a loader while the application loads', () => {
    renderFrame({
      appId: 'SP-1001',
      status: 'loading',
      data: undefined,
      error: undefined,
      reload: jest.fn(),
    });
    expect(screen.getByLabelText('Loading Requirements Upload')).toBeInTheDocument();
  });

  it("shows the page's heading and the track's retry panel, never a blank page, when the application cannot be loaded", async () => {
    const reload = jest.fn();
    const error = new ApiError({ endpoint: 'APPLICATION_BY_ID', message: 'failed', status: 503 });
    renderFrame({ appId: 'SP-1001', status: 'error', data: undefined, error, reload });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Requirements Upload' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Sanitary permit')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.common.trackUnavailable)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.common.tryAgain }));
    expect(reload).toHaveBeenCalled();
    // Reported once (a refused read: a warning), not once per render of the panel.
    expect(console.warn).toHaveBeenCalledTimes(1);
    expect(console.warn).toHaveBeenCalledWith('application load failed', error);
  });

  it('frames the page: heading, the steps from the audit log, the summary rows and the page with the application', async () => {
    const { container, navigate, page } = renderFrame(ready());
    expect(
      screen.getByRole('heading', { level: 1, name: 'Requirements Upload' }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Application steps' });
    const current = within(nav).getByRole('link', { name: /Upload Requirements/ });
    expect(current).toHaveAttribute('href', '/qce/sp/upload-requirements');
    expect(current).toHaveAttribute('aria-current', 'step');
    expect(within(nav).queryByRole('link', { name: /Head Approval/ })).not.toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('link', { name: /Application Form/ }));
    expect(navigate).toHaveBeenCalledWith('/sp/application-form');

    const details = screen.getByRole('region', { name: 'Application details' });
    expect(details).toHaveTextContent('Application IDSP-1001');
    expect(details).toHaveTextContent('EstablishmentKusina');
    expect(details).toHaveTextContent(`${MESSAGES.landing.applicationType}New`);
    expect(screen.getByText('Page content (Draft)')).toBeInTheDocument();
    expect(page).toHaveBeenCalledWith('Draft');
    await expectNoAxeViolations(container);
  });

  it("names the page by its title when the page's content brings the heading", () => {
    renderFrame(ready(), {}, false);
    expect(screen.getByRole('main', { name: 'Requirements Upload' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('cancels the application after the confirmation and returns to the landing (intake §4 Cancel Application)', async () => {
    const { discard, onCancelled, navigate } = renderFrame(ready());
    await confirmCancel();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/sp/applications'));
    expect(discard).toHaveBeenCalledWith('SP-1001');
    expect(onCancelled).toHaveBeenCalled();
  });

  it('shows a failed cancel as an error notice and stays on the page (never a thrown error)', async () => {
    const { discard, onCancelled, navigate } = renderFrame(ready());
    const refused = new ApiError({
      endpoint: 'APPLICATION_DISCARD',
      message: 'failed',
      status: 500,
    });
    discard.mockRejectedValue(refused);
    await confirmCancel();
    expect(await screen.findByText(MESSAGES.common.somethingWentWrongPeriod)).toBeInTheDocument();
    expect(onCancelled).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByText('Page content (Draft)')).toBeInTheDocument();
    expect(console.warn).toHaveBeenCalledWith('cancelling the application failed', refused);
  });

  it('offers no Cancel Application where the track says so (a bulk part) and no Update Details when locked', () => {
    renderFrame(ready(), {
      cancel: { discard: jest.fn(), available: () => false },
      updateDetails: { track: 'SP', page: 'sp', locked: () => true, save: jest.fn() },
    });
    expect(screen.getByRole('region', { name: 'Application details' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MESSAGES.cancelApplication.button })).toBeNull();
    expect(screen.queryByRole('button', { name: MESSAGES.updateDetails.button })).toBeNull();
  });

  it('shows the summary only for a track without Update Details and Cancel (follow-up)', () => {
    renderFrame(ready(), { updateDetails: undefined, cancel: undefined });
    expect(screen.getByRole('region', { name: 'Application details' })).toHaveTextContent(
      'SP-1001',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("StepFrameLayout frames an application not saved yet: the draft's details, no steps, no cancel", () => {
    renderLayout({
      title: 'Individual Application Form',
      draft: { details: { type: 'Renewal' }, save: jest.fn() },
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Individual Application Form' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Application steps' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Application details' })).toHaveTextContent(
      `${MESSAGES.landing.applicationType}Renewal`,
    );
    expect(screen.queryByRole('button', { name: MESSAGES.cancelApplication.button })).toBeNull();
    expect(screen.getByRole('button', { name: MESSAGES.updateDetails.button })).toBeInTheDocument();
    expect(screen.getByText('The form')).toBeInTheDocument();
  });

  it('keeps the details of an application not saved yet read-only when the track keeps no draft', () => {
    renderLayout({
      title: 'Sanitary Permit Application Form',
      draft: { details: { type: 'New' } },
    });
    expect(screen.getByRole('region', { name: 'Application details' })).toHaveTextContent(
      `${MESSAGES.landing.applicationType}New`,
    );
    expect(screen.queryByRole('button', { name: MESSAGES.updateDetails.button })).toBeNull();
  });

  describe("StepFrameLayout with a record of the page's own (the IHC bulk)", () => {
    function renderPageRecord(discard: jest.Mock<Promise<void>, []>) {
      const onCancelled = jest.fn();
      const frame = renderLayout({
        title: 'Bulk Application Form',
        pageRecord: {
          applicationId: '501',
          status: 'Draft',
          auditLogs: UPLOADING,
          details: { type: 'Renewal' },
          save: jest.fn(),
          discard,
          onCancelled,
        },
      });
      return { navigate: frame.navigate, trackDiscard: frame.discard, onCancelled };
    }

    it("shows the record's details with Update Details, and cancels it through the page's discard", async () => {
      const discard = jest.fn<Promise<void>, []>().mockResolvedValue(undefined);
      const { navigate, onCancelled, trackDiscard } = renderPageRecord(discard);
      expect(screen.getByRole('region', { name: 'Application details' })).toHaveTextContent(
        `${MESSAGES.landing.applicationType}Renewal`,
      );
      expect(
        screen.getByRole('button', { name: MESSAGES.updateDetails.button }),
      ).toBeInTheDocument();
      await confirmCancel();
      await waitFor(() => expect(navigate).toHaveBeenCalledWith('/sp/applications'));
      expect(discard).toHaveBeenCalledTimes(1);
      expect(onCancelled).toHaveBeenCalled();
      // Never the track's discard of an individual application.
      expect(trackDiscard).not.toHaveBeenCalled();
    });

    it("shows a failed discard of the page's record as an error notice and stays", async () => {
      const refused = new ApiError({ endpoint: 'BULK_DISCARD', message: 'failed', status: 500 });
      const discard = jest.fn<Promise<void>, []>().mockRejectedValue(refused);
      const { navigate, onCancelled } = renderPageRecord(discard);
      await confirmCancel();
      expect(await screen.findByText(MESSAGES.common.somethingWentWrongPeriod)).toBeInTheDocument();
      expect(onCancelled).not.toHaveBeenCalled();
      expect(navigate).not.toHaveBeenCalled();
      expect(screen.getByText('The form')).toBeInTheDocument();
      expect(console.warn).toHaveBeenCalledWith('cancelling the application failed', refused);
    });
  });
});

describe('auditLogSteps (intake §4 Flow steps)', () => {
  it("gives each of the track's steps its state, its date once completed and its route", () => {
    const steps = auditLogSteps(STEPS, (type) => `/ihc/${type}`)(UPLOADING);
    expect(steps.map(({ id, state, route }) => ({ id, state, route }))).toEqual([
      { id: 'Application Form', state: 'completed', route: '/ihc/Application Form' },
      { id: 'Upload Requirements', state: 'inprogress', route: '/ihc/Upload Requirements' },
      { id: 'Head Approval', state: 'notstarted', route: '/ihc/Head Approval' },
    ]);
    expect(steps[0]?.date).toMatch(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);
    expect(steps[2]?.date).toBeUndefined();
  });
});

describe('DocumentErrorBoundary', () => {
  it("shows the fallback when a document fails, and the document again after the fallback's retry", async () => {
    // A document that throws is unexpected: React logs it, and so does the report.
    allowConsoleErrors(/documents module failed/);
    let broken = true;
    function Document() {
      if (broken) throw new Error('documents module failed');
      return <p>The certificate</p>;
    }
    render(
      <DocumentErrorBoundary
        fallback={(retry) => (
          <button
            type="button"
            onClick={() => {
              broken = false;
              retry();
            }}
          >
            Try again
          </button>
        )}
      >
        <Document />
      </DocumentErrorBoundary>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('The certificate')).toBeInTheDocument();
    expect(consoleErrors()).toContain('document failed Error: documents module failed');
  });
});
