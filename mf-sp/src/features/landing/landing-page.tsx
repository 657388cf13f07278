import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoaderOverlay } from '@qce/shared-kit/ui';
import { MESSAGES } from '@qce/shared-kit/messages';
import { localKeys, getUserId } from '@qce/shared-kit/storage';
import { openFromHistory } from '@qce/shared-kit/domain';
import type { ApplicationRecord, ApplicationType, Industry } from '@qce/shared-kit/api';
import { paths } from '../../config/paths';
import { logged } from '../../lib/errors';
import { spApi } from '../../lib/sp-api';
import type { InitialDetails } from '../../lib/initial-details';
import { writeInitialDetails } from '../../lib/initial-details';
import { clearCurrentAppId, setCurrentAppId } from '../../lib/current-application';
import { useAsync } from '../../lib/use-async';
import { ApplicantDetails } from './applicant-details';
import { HistoryNoticeDialog } from './history-dialogs';
import type { HistoryNotice } from './history-dialogs';
import { HistoryTable } from './history-table';
import { NewApplicationForm } from './new-application-form';
import styles from './landing.module.css';

/** The reason/remarks of a record: its remarks, else the latest status-history remark. */
function remarksOf(record: ApplicationRecord): string | undefined {
  if (record.remarks) return record.remarks;
  const history = record.statusHistory ?? [];
  for (let i = history.length - 1; i >= 0; i -= 1) {
    const remark = history[i]?.remarks;
    if (remark) return remark;
  }
  return undefined;
}

/** Landing `/qce/sp/applications` (intake §2 Landing, §4 Opening an application from history). */
export function LandingPage() {
  const navigate = useNavigate();
  const [notice, setNotice] = useState<HistoryNotice | null>(null);
  const data = useAsync(async () => {
    const userId = getUserId();
    const [user, industries, applicationTypes] = await Promise.all([
      userId ? spApi.userDetails(userId).catch(logged('user details', undefined)) : undefined,
      spApi.industries().catch(logged('industries', [] as Industry[])),
      spApi.applicationTypes().catch(logged('application types', [] as ApplicationType[])),
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

  const open = (record: ApplicationRecord) => {
    const decision = openFromHistory({ status: record.status, isBulk: false });
    if (decision.kind === 'rejected-dialog') {
      setNotice({ kind: 'rejected', applicationId: record.applicationId, reason: remarksOf(record) });
    } else if (decision.kind === 'on-hold-dialog') {
      setNotice({ kind: 'on-hold', applicationId: record.applicationId, remarks: remarksOf(record) });
    } else if (decision.kind === 'load') {
      setCurrentAppId(record.applicationId);
      localKeys.set('actualClass', 'Individual');
      navigate(paths.applicationForm.href);
    }
  };

  const startApplication = (details: InitialDetails) => {
    clearCurrentAppId();
    writeInitialDetails(details);
    localKeys.set('permitId', '2');
    localKeys.set('actualClass', 'Individual');
    navigate(paths.applicationForm.href);
  };

  return (
    <main className={`qce-page ${styles.page}`}>
      <h1>Sanitary Permit Applications</h1>
      {user && <ApplicantDetails user={user} />}
      <NewApplicationForm
        industries={industries}
        applicationTypes={applicationTypes}
        onStart={startApplication}
      />
      {email && (
        <HistoryTable<ApplicationRecord>
          title={MESSAGES.history.individualTitle}
          load={(page, limit) => spApi.history({ email, page, limit })}
          toRow={(r) => ({
            id: r.applicationId,
            date: r.applicationDate ?? r.formData?.applicationDate ?? '',
            status: r.status,
          })}
          onOpen={open}
        />
      )}
      <HistoryNoticeDialog notice={notice} onClose={() => setNotice(null)} />
    </main>
  );
}
