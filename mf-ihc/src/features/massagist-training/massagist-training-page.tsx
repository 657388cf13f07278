import { useRef, useState } from 'react';
import { useNavigate } from '@qce/shared-kit/router';
import { API_ERROR_CODES, isApiError, registerTrainingParticipant } from '@qce/shared-kit/api';
import type { ApplicationRecord, TrainingSession } from '@qce/shared-kit/api';
import { listOf } from '@qce/shared-kit/api/intake';
import { requestQuery, usePageQuery } from '@qce/shared-kit/data';
import { calendarDay, offeredSessions, trainingState } from '@qce/shared-kit/domain';
import { MESSAGES } from '@qce/shared-kit/messages';
import { reportError } from '@qce/shared-kit/remote/report-error';
import { DataTable, ErrorPanel, LoaderOverlay, useNotices, Button } from '@qce/shared-kit/ui';
import type { DataTableColumn } from '@qce/shared-kit/ui';
import { StepFrame } from '../../components/step-frame';
import type { StepContext } from '@qce/shared-kit/flows/step-frame';
import { paths } from '../../config/paths';
import { IHC_PERMIT_ID } from '../../lib/ihc-api';
import { TRAINING_SESSIONS_REQUEST, trainingAttendanceRequest } from '../../lib/ihc-requests';
import { useReportedError } from '../../lib/use-reported-error';
import { TRAINING_COPY } from './training-copy';
import styles from './massagist-training.module.css';

const T = MESSAGES.training;

const when = (date?: string, time?: string) => [date, time].filter(Boolean).join(' ');

/**
 * The applicant's registration and the sessions, through the page's cache (the digital certificate
 * reads the same registration). The staff record the attendance and others take the slots: both are
 * read again on every visit, the last answer showing meanwhile. Either failing is the page's failure:
 * its retry reads the failed ones again.
 */
function useTraining(applicationId: string) {
  const attendance = usePageQuery({
    ...requestQuery(trainingAttendanceRequest(applicationId)),
    staleTime: 0,
    select: (body) => ({ current: listOf(body.data?.details)[0] }),
  });
  const sessions = usePageQuery({
    ...requestQuery(TRAINING_SESSIONS_REQUEST),
    staleTime: 0,
    select: (body) => listOf(body.data?.details),
  });
  const reads = [attendance, sessions];
  const error = attendance.error ?? sessions.error;
  useReportedError(error, 'training load');
  /** Reads again (a registration, a Try again); what shows stays until the answers come. */
  const reload = (onlyFailed: boolean) => {
    for (const read of reads) {
      if (!onlyFailed || read.isError) void read.refetch({ cancelRefetch: false });
    }
  };
  if (error) return { status: 'error' as const, reload };
  if (!attendance.data || !sessions.data) return { status: 'loading' as const, reload };
  return {
    status: 'ready' as const,
    data: { current: attendance.data.current, sessions: sessions.data },
    reload,
  };
}

/** intake §8: 4032 shows the server's message, anything else the spec's text. */
function registrationError(error: unknown): string {
  if (isApiError(error) && error.code === API_ERROR_CODES.TRAINING_REGISTRATION) {
    return error.serverMessage ?? T.registrationFailure;
  }
  return T.registrationFailure;
}

function SessionsList({
  application,
  sessions,
  onRegistered,
}: {
  application: ApplicationRecord;
  sessions: TrainingSession[];
  onRegistered: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const sending = useRef(false);
  const offered = offeredSessions(sessions, new Date());

  const register = async (session: TrainingSession) => {
    if (sending.current) return;
    sending.current = true;
    setBusyId(session.trainingSessionId);
    setError(null);
    const f = application.formData;
    try {
      await registerTrainingParticipant({
        applicationId: application.applicationId,
        birthDate: f.birthDate ?? '',
        firstName: f.firstName ?? '',
        lastName: f.lastName ?? '',
        ...(f.middleName ? { middleName: f.middleName } : {}),
        gender: f.gender ?? 'Not Specified',
        permitId: application.permitId ?? IHC_PERMIT_ID,
        userId: application.userId,
        trainingSessionId: session.trainingSessionId,
        emailAddress: f.email ?? '',
      });
      onRegistered();
    } catch (failure) {
      reportError(failure, { what: 'training registration' });
      setError(registrationError(failure));
    } finally {
      sending.current = false;
      setBusyId(null);
    }
  };

  const columns: DataTableColumn<TrainingSession>[] = [
    { key: 'name', header: TRAINING_COPY.columnTraining, render: (s) => s.trainingName },
    {
      key: 'start',
      header: TRAINING_COPY.columnStart,
      render: (s) => when(s.startDate, s.startTime),
    },
    { key: 'end', header: TRAINING_COPY.columnEnd, render: (s) => when(s.endDate, s.endTime) },
    { key: 'location', header: TRAINING_COPY.columnLocation, render: (s) => s.location },
    {
      key: 'slots',
      header: TRAINING_COPY.columnSlots,
      align: 'end',
      render: (s) =>
        String(Math.max(0, (s.maxAllowedParticipants ?? 0) - (s.trainingParticipants ?? 0))),
    },
    {
      key: 'register',
      header: T.register,
      render: (s) => (
        <Button
          variant="primary"
          aria-label={TRAINING_COPY.registerFor(s.trainingName)}
          disabled={busyId !== null}
          onClick={() => void register(s)}
        >
          {T.register}
        </Button>
      ),
    },
  ];

  return (
    <section className="qce-stack" aria-labelledby="training-sessions-title">
      <h2 id="training-sessions-title">{T.upcomingSessions}</h2>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <DataTable
        columns={columns}
        rows={offered}
        getRowKey={(s) => String(s.trainingSessionId)}
        caption={T.upcomingSessions}
        captionHidden
        emptyText={T.noSessions}
      />
    </section>
  );
}

function Training({ ctx }: { ctx: StepContext }) {
  const navigate = useNavigate();
  const notices = useNotices();
  const { application } = ctx;
  const data = useTraining(application.applicationId);
  if (data.status === 'loading') return <LoaderOverlay active label={TRAINING_COPY.loading} />;
  if (data.status === 'error') {
    return <ErrorPanel message={TRAINING_COPY.loadFailure} onRetry={() => data.reload(true)} />;
  }
  const { current, sessions } = data.data;
  const state = trainingState({
    enrolled: current !== undefined,
    completed: current?.trainingSessionCompleted,
    trainingSessionCompletedDate: current?.trainingSessionCompletedDate,
  });

  if (state === 'completed') {
    const day = calendarDay(current?.trainingSessionCompletedDate);
    return (
      <section className="qce-panel qce-stack" role="status" aria-label={T.completed}>
        <p className={styles.state}>{T.completed}</p>
        {day && <p>{TRAINING_COPY.completedOn(day)}</p>}
        <div className="qce-actions">
          <Button variant="primary" onClick={() => navigate(paths.headApproval.href)}>
            {TRAINING_COPY.toHeadApproval}
          </Button>
        </div>
      </section>
    );
  }

  if (state === 'in-progress') {
    const session = sessions.find((s) => s.trainingSessionId === current?.trainingSessionId);
    return (
      <section className="qce-panel qce-stack" role="status" aria-label={T.inProgress}>
        <p className={styles.state}>{T.inProgress}</p>
        <p>{TRAINING_COPY.inProgressBody}</p>
        {session && (
          <dl className={styles.session}>
            <div>
              <dt>{TRAINING_COPY.columnTraining}</dt>
              <dd>{session.trainingName}</dd>
            </div>
            <div>
              <dt>{TRAINING_COPY.columnStart}</dt>
              <dd>{when(session.startDate, session.startTime)}</dd>
            </div>
            <div>
              <dt>{TRAINING_COPY.columnEnd}</dt>
              <dd>{when(session.endDate, session.endTime)}</dd>
            </div>
            <div>
              <dt>{TRAINING_COPY.columnLocation}</dt>
              <dd>{session.location}</dd>
            </div>
          </dl>
        )}
      </section>
    );
  }

  return (
    <SessionsList
      application={application}
      sessions={sessions}
      onRegistered={() => {
        notices.success(TRAINING_COPY.registered);
        // The registration was a write: the reads go again by themselves; joined here.
        data.reload(false);
      }}
    />
  );
}

/**
 * Massagist training `/qce/ihc/massagist-training/` (intake §2, §4, §8, §9; payment §4): Completed,
 * Training In Progress when enrolled but not completed, otherwise the upcoming sessions (future start,
 * below capacity: `offeredSessions`) with Register.
 */
export function MassagistTrainingPage() {
  return <StepFrame title={T.title}>{(ctx) => <Training ctx={ctx} />}</StepFrame>;
}
