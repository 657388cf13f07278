import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Dialog, LoaderOverlay } from '@qce/shared-kit/ui';
import { MESSAGES } from '@qce/shared-kit/messages';
import { localKeys, getUserId } from '@qce/shared-kit/storage';
import { openFromHistory, statusIs } from '@qce/shared-kit/domain';
import type {
  ApplicationRecord,
  ApplicationType,
  BulkApplicationRecord,
  Industry,
  UserDetails,
} from '@qce/shared-kit/api';
import { paths } from '../../config/paths';
import { displayDate } from '../../lib/dates';
import { ihcApi } from '../../lib/ihc-api';
import type { InitialDetails } from '../../lib/initial-details';
import { DRAFT_KEYS, writeDraft } from '../../lib/session-draft';
import { clearCurrentAppId, setCurrentAppId } from '../../lib/use-current-application';
import { useAsync } from '../../lib/use-async';
import { ApplicantDetails } from './applicant-details';
import { HistoryNoticeDialog } from './history-dialogs';
import type { HistoryNotice } from './history-dialogs';
import { HistoryTable } from './history-table';
import { NewApplicationForm } from './new-application-form';
import styles from './landing.module.css';

interface LandingData {
  user: UserDetails | undefined;
  industries: Industry[];
  applicationTypes: ApplicationType[];
}

const logged =
  <T,>(what: string, fallback: T) =>
  (error: unknown): T => {
    console.error(`${what} failed`, error);
    return fallback;
  };

/** The reason/remarks of a record: its remarks, else the latest status-history remark. */
function remarksOf(record: {
  remarks?: string;
  statusHistory?: { remarks?: string }[];
}): string | undefined {
  if (record.remarks) return record.remarks;
  const history = record.statusHistory ?? [];
  for (let i = history.length - 1; i >= 0; i -= 1) {
    const remark = history[i]?.remarks;
    if (remark) return remark;
  }
  return undefined;
}

const hasPendingSpecimen = (record: ApplicationRecord): boolean =>
  [record.status, record.regularLabStatus, record.socialHygieneStatus].some((s) =>
    statusIs(s, MESSAGES.status.pendingSpecimen),
  );

/** Landing `/qce/ihc/applications` (intake §2 Landing, §4 Opening an application from history). */
export function LandingPage() {
  const navigate = useNavigate();
  const [notice, setNotice] = useState<HistoryNotice | null>(null);
  const [reminderOpen, setReminderOpen] = useState(false);
  const [reminderShown, setReminderShown] = useState(false);
  const data = useAsync<LandingData>(async () => {
    const userId = getUserId();
    const [user, industries, applicationTypes] = await Promise.all([
      userId ? ihcApi.userDetails(userId).catch(logged('user details', undefined)) : undefined,
      ihcApi.industries().catch(logged('industries', [] as Industry[])),
      ihcApi.applicationTypes().catch(logged('application types', [] as ApplicationType[])),
    ]);
    return { user, industries, applicationTypes };
  }, []);

  if (data.status === 'loading') return <LoaderOverlay active label="Loading applications" />;
  const { user, industries, applicationTypes } = data.data ?? {
    user: undefined,
    industries: [],
    applicationTypes: [],
  };
  const email = user?.email ?? '';

  const openIndividual = (record: ApplicationRecord) => {
    const decision = openFromHistory({ status: record.status, isBulk: false });
    if (decision.kind === 'rejected-dialog') {
      setNotice({
        kind: 'rejected',
        applicationId: record.applicationId,
        reason: remarksOf(record),
      });
    } else if (decision.kind === 'on-hold-dialog') {
      setNotice({
        kind: 'on-hold',
        applicationId: record.applicationId,
        remarks: remarksOf(record),
      });
    } else if (decision.kind === 'load') {
      setCurrentAppId(record.applicationId);
      localKeys.set('permitId', '1');
      localKeys.set('actualClass', 'Individual');
      navigate(paths.applicationForm.href);
    }
  };

  const openBulk = (record: BulkApplicationRecord) => {
    const decision = openFromHistory({ status: record.status, isBulk: true });
    const id = String(record.bulkApplicationId);
    if (decision.kind === 'bulk-rejected') setNotice({ kind: 'bulk-rejected', applicationId: id });
    else if (decision.kind === 'bulk-discarded')
      setNotice({ kind: 'bulk-discarded', applicationId: id });
    else if (decision.kind === 'on-hold-dialog')
      setNotice({ kind: 'on-hold', applicationId: id, remarks: remarksOf(record) });
    else {
      setCurrentAppId(id);
      localKeys.set('permitId', '1');
      localKeys.set('actualClass', 'Bulk');
      navigate(paths.applicationForm.href);
    }
  };

  const startApplication = (details: InitialDetails) => {
    clearCurrentAppId();
    writeDraft(DRAFT_KEYS.initialDetails, details);
    localKeys.set('permitId', '1');
    localKeys.set('actualClass', details.classification === 'BULK' ? 'Bulk' : 'Individual');
    navigate(paths.applicationForm.href);
  };

  return (
    <main className={`qce-page ${styles.page}`}>
      <h1>Health Certificate Applications</h1>
      {user && <ApplicantDetails user={user} />}
      <NewApplicationForm
        industries={industries}
        applicationTypes={applicationTypes}
        onStart={startApplication}
      />
      {email && (
        <div className={styles.tables}>
          <HistoryTable<ApplicationRecord>
            title={MESSAGES.history.individualTitle}
            load={async (page, limit) => {
              const result = await ihcApi.history({ email, page, limit });
              if (!reminderShown && result.details.some(hasPendingSpecimen)) {
                setReminderShown(true);
                setReminderOpen(true);
              }
              return result;
            }}
            toRow={(r) => ({
              id: r.applicationId,
              date: displayDate(r.applicationDate ?? r.formData?.applicationDate),
              status: r.status,
            })}
            onOpen={openIndividual}
          />
          <HistoryTable<BulkApplicationRecord>
            title={MESSAGES.history.bulkTitle}
            load={(page, limit) => ihcApi.bulkHistory({ email, page, limit })}
            toRow={(r) => ({
              id: String(r.bulkApplicationId),
              date: displayDate(r.createdDate),
              status: r.status,
            })}
            onOpen={openBulk}
          />
        </div>
      )}
      <HistoryNoticeDialog notice={notice} onClose={() => setNotice(null)} />
      <Dialog
        open={reminderOpen}
        onClose={() => setReminderOpen(false)}
        title={MESSAGES.history.submitRequirementsTitle}
        size="sm"
        footer={
          <button
            type="button"
            className="qce-button qce-button--primary"
            onClick={() => setReminderOpen(false)}
          >
            {MESSAGES.common.close}
          </button>
        }
      >
        <p>{MESSAGES.history.submitRequirementsBody}</p>
      </Dialog>
    </main>
  );
}
