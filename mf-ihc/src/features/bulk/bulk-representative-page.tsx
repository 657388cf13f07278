import { useState } from 'react';
import { Navigate, useNavigate } from '@qce/shared-kit/router';
import { ErrorPanel, LoaderOverlay, useNotices } from '@qce/shared-kit/ui';
import type { PageRecord } from '@qce/shared-kit/flows/step-frame';
import { Form, clearFormDraft } from '@qce/shared-kit/forms';
import { MESSAGES } from '@qce/shared-kit/messages';
import { getUserId, localKeys } from '@qce/shared-kit/storage';
import { isFormLocked } from '@qce/shared-kit/domain';
import { bulkRepresentativeSchema } from '@qce/shared-kit/validation';
import type { NormalizedValues } from '@qce/shared-kit/validation';
import type { AuditLogEntry, BulkApplicationRecord, UserDetails } from '@qce/shared-kit/api';
import { listOf } from '@qce/shared-kit/api/intake';
import { requestQuery, usePageQuery } from '@qce/shared-kit/data';
import { reportError } from '@qce/shared-kit/remote/report-error';
import { TermsField } from '@qce/shared-kit/flows/privacy-policy';
import { AccountNameFields, fromAccount } from '../../components/account-fields';
import {
  AccountEmailField,
  CancelToLandingButton,
  CompanyInfoSection,
  FormSection,
} from '../../components/form-sections';
import { StepFrameLayout } from '../../components/step-frame';
import { paths } from '../../config/paths';
import { bulkAuditLogRequest, bulkRecordRequest } from '../../lib/ihc-requests';
import { initialDetailsDraft, pickInitialDetails } from '../../lib/initial-details';
import type { InitialDetails } from '../../lib/initial-details';
import { useAccountDetails } from '../../lib/use-account-details';
import { useReportedError } from '../../lib/use-reported-error';
import {
  clearCurrentAppId,
  getCurrentAppId,
  setCurrentAppId,
} from '../../lib/use-current-application';
import { BULK_PERMIT_ID, bulkApi } from './bulk-api';
import { BULK_COPY } from './bulk-copy';

const F = MESSAGES.applicationForm;

export interface RepresentativeValues {
  firstName: string;
  middleName: string;
  lastName: string;
  email: string;
  companyName: string;
  companyAddress: string;
  'accept-terms': boolean;
}

interface PageData {
  user: UserDetails | undefined;
  bulk: BulkApplicationRecord | undefined;
  auditLogs: AuditLogEntry[];
}

const draftKey = (bulkId: string | null) => `ihc-bulk-representative:${bulkId ?? 'new'}`;

function initialValues(
  user: UserDetails | undefined,
  bulk: BulkApplicationRecord | undefined,
): RepresentativeValues {
  return {
    firstName: bulk?.firstName || user?.first_name || '',
    middleName: bulk?.middleName || user?.middle_name || '',
    lastName: bulk?.lastName || user?.last_name || '',
    email: bulk?.email || user?.email || '',
    companyName: bulk?.companyName ?? '',
    companyAddress: bulk?.companyAddress ?? '',
    'accept-terms': Boolean(bulk),
  };
}

type PageDataState =
  | { status: 'loading'; reload: () => void }
  | { status: 'error'; reload: () => void }
  | { status: 'ready'; data: PageData; reload: () => void };

/**
 * What the form shows, from the page's cache: the account (the landing's read), the bulk and its audit
 * log (the applicants page reads the same bulk next). Only a failed bulk read is a failure; the account
 * and the audit log are reported and the form goes on without them (intake §8: only logged).
 */
function usePageData(bulkId: string | null): PageDataState {
  const user = useAccountDetails();
  const bulk = usePageQuery({
    ...requestQuery(bulkRecordRequest(bulkId ?? '')),
    enabled: Boolean(bulkId),
    select: (body) => body.data?.data,
  });
  const audit = usePageQuery({
    ...requestQuery(bulkAuditLogRequest(bulkId ?? '')),
    enabled: Boolean(bulkId),
    select: (body) => listOf(body.data),
  });
  useReportedError(bulk.error, 'bulk application load');
  useReportedError(audit.error, 'bulk audit log');

  const reload = () => {
    if (!bulkId) return;
    void bulk.refetch();
    void audit.refetch();
  };
  if (bulk.isError) return { status: 'error', reload };
  if (user.isLoading || bulk.isLoading || audit.isLoading) return { status: 'loading', reload };
  return {
    status: 'ready',
    data: { user: user.data, bulk: bulk.data, auditLogs: audit.data ?? [] },
    reload,
  };
}

/**
 * Representative Form of a bulk health card application (intake §2 Application form, health card:
 * "for bulk, Representative Form"; §3 Bulk application record; §7 POST/PUT /application/bulk):
 * the representative's names and e-mail and the company, saved as the bulk record; then the
 * applicants page. Cancel Application discards the bulk application (DELETE bulk discard).
 */
export function BulkRepresentativePage() {
  const navigate = useNavigate();
  const notices = useNotices();
  const bulkId = getCurrentAppId();
  const [newDetails, setNewDetails] = useState<InitialDetails | undefined>(() =>
    initialDetailsDraft.read(),
  );

  const data = usePageData(bulkId);

  if (!bulkId && !newDetails) return <Navigate to={paths.applications.href} replace />;
  if (data.status === 'loading') return <LoaderOverlay active label="Loading bulk application" />;
  if (data.status === 'error') {
    // The track's frame around the bulk's own failure message (its failure page names no bulk).
    return (
      <StepFrameLayout title={F.bulkTitle} record={undefined} reload={data.reload}>
        <ErrorPanel
          message={BULK_COPY.loadFailure}
          onRetry={data.reload}
          retryLabel={MESSAGES.common.tryAgain}
        />
      </StepFrameLayout>
    );
  }

  const { user, bulk, auditLogs } = data.data;
  const details: InitialDetails = bulk
    ? { ...pickInitialDetails(bulk.formData), classification: 'BULK' }
    : { ...(newDetails ?? {}), classification: 'BULK', isPESO: false };
  const locked = bulk ? isFormLocked({ status: bulk.status, auditLogs }) : false;
  const persistKey = draftKey(bulkId);
  const saved = initialValues(user, bulk);
  // The representative's names and e-mail come from the account: pre-filled and not editable (intake §5).
  const { fixedValues, fixed } = fromAccount(saved, [
    'firstName',
    'lastName',
    'middleName',
    'email',
  ] as const);

  const save = async (typed: NormalizedValues<RepresentativeValues>) => {
    if (locked && bulk) {
      navigate(paths.bulkApplicants.href);
      return;
    }
    const values = { ...typed, ...fixedValues };
    const body = {
      ...(bulk ? { bulkApplicationId: bulk.bulkApplicationId } : {}),
      companyName: values.companyName ?? '',
      companyAddress: values.companyAddress ?? '',
      email: values.email ?? '',
      firstName: values.firstName ?? '',
      ...(values.middleName ? { middleName: values.middleName } : {}),
      lastName: values.lastName ?? '',
      formData: {
        ...(bulk?.formData ?? {}),
        ...details,
        classification: 'BULK' as const,
        isPESO: false,
        companyName: values.companyName,
        companyAddress: values.companyAddress,
        'accept-terms': true,
        permitId: BULK_PERMIT_ID,
        userId: getUserId() ?? undefined,
      },
      permitId: BULK_PERMIT_ID,
    };
    try {
      const saved = await bulkApi.save(body);
      setCurrentAppId(String(saved.bulkApplicationId));
      localKeys.set('actualClass', 'Bulk');
      initialDetailsDraft.clear();
      clearFormDraft(persistKey);
      navigate(paths.bulkApplicants.href);
    } catch (error) {
      reportError(error, { what: 'saving the bulk application' });
      notices.notify('error', BULK_COPY.saveFailure);
      throw error;
    }
  };

  /** Update Details before the bulk is saved: the landing's draft (the frame says it worked). */
  const updateDraft = async (next: InitialDetails) => {
    const draft: InitialDetails = { ...next, classification: 'BULK', isPESO: false };
    initialDetailsDraft.write(draft);
    setNewDetails(draft);
  };

  // The track's step frame draws the page and its details header: before the bulk is saved, the draft
  // details; after, the bulk record, whose Update Details and Cancel Application go to the bulk's own
  // calls (intake §7 PUT /application/bulk, bulk discard) with the frame's notices.
  return (
    <StepFrameLayout
      title={F.bulkTitle}
      record={undefined}
      reload={data.reload}
      {...(bulk
        ? { pageRecord: savedBulk(bulk, details, auditLogs, locked, persistKey) }
        : { draft: { details, save: updateDraft } })}
    >
      <section className="qce-panel" aria-labelledby="representative-form-title">
        <h2 id="representative-form-title">{F.representativeTitle}</h2>
        <p>{BULK_COPY.representativeIntro}</p>
        <Form<RepresentativeValues>
          schema={bulkRepresentativeSchema}
          initialValues={saved}
          {...(locked ? {} : { persistKey })}
          onSubmit={save}
          submitLabel={locked ? BULK_COPY.continueToApplicants : MESSAGES.common.next}
          canSubmit={(values) => locked || values['accept-terms'] === true}
          aria-label={F.representativeTitle}
          actions={<CancelToLandingButton />}
        >
          {({ isSubmitting }) => (
            <>
              <FormSection legend={F.personalInfo} disabled={locked}>
                <AccountNameFields fixed={fixed} />
                <AccountEmailField fixed={fixed} />
              </FormSection>
              <CompanyInfoSection disabled={locked} />
              <TermsField disabled={locked} />
              <LoaderOverlay active={isSubmitting} label="Saving bulk application" />
            </>
          )}
        </Form>
      </section>
    </StepFrameLayout>
  );
}

/**
 * A saved bulk in the frame's details header: Update Details writes its record (PUT
 * /application/bulk; the frame reads the page again); Cancel Application discards it (DELETE bulk discard) and
 * forgets it and the form's draft before the frame goes to the landing.
 */
function savedBulk(
  record: BulkApplicationRecord,
  details: InitialDetails,
  auditLogs: readonly AuditLogEntry[],
  locked: boolean,
  persistKey: string,
): PageRecord<InitialDetails> {
  return {
    applicationId: String(record.bulkApplicationId),
    status: record.status,
    auditLogs,
    details,
    locked,
    save: async (next) => {
      await bulkApi.save({
        bulkApplicationId: record.bulkApplicationId,
        companyName: record.companyName,
        companyAddress: record.companyAddress,
        email: record.email,
        firstName: record.firstName,
        ...(record.middleName ? { middleName: record.middleName } : {}),
        lastName: record.lastName,
        formData: { ...record.formData, ...next, classification: 'BULK', isPESO: false },
        permitId: BULK_PERMIT_ID,
      });
    },
    discard: () => bulkApi.discard(String(record.bulkApplicationId)),
    onCancelled: () => {
      clearCurrentAppId();
      clearFormDraft(persistKey);
    },
  };
}
