import { useEffect, useState } from 'react';
import { useFormikContext } from 'formik';
import { Navigate, useNavigate } from '@qce/shared-kit/router';
import { LoaderOverlay, useNotices, Button } from '@qce/shared-kit/ui';
import { CheckboxField, FORM_KEPT, Form, TextField, clearFormDraft } from '@qce/shared-kit/forms';
import type { SubmitOutcome } from '@qce/shared-kit/forms';
import { MESSAGES } from '@qce/shared-kit/messages';
import { getUserId } from '@qce/shared-kit/storage';
import {
  isEmployeeCountExempt,
  isFormLocked,
  isOubpasSource,
  visibleRequirements,
} from '@qce/shared-kit/domain';
import { createSpFormSchema } from '@qce/shared-kit/validation';
import type {
  ApplicationFormData,
  ApplicationRecord,
  AuditLogEntry,
  Requirement,
  UserDetails,
} from '@qce/shared-kit/api';
import { requestQuery, usePageQuery, userDetailsRequest } from '@qce/shared-kit/data';
import { reportError } from '@qce/shared-kit/remote/report-error';
import { paths } from '../../config/paths';
import {
  getCurrentAppId,
  setCurrentAppId,
  useCurrentApplication,
} from '../../lib/current-application';
import type { InitialDetails } from '../../lib/initial-details';
import { initialDetailsDraft } from '../../lib/initial-details';
import { logged } from '../../lib/errors';
import { SP_PERMIT_ID, spApi } from '../../lib/sp-api';
import { StepFrameFailure, StepFrameLayout } from '../../components/step-frame';
import { OngoingApplicationDialog, RequirementsListModal } from '@qce/shared-kit/flows/track-steps';
import styles from './application-form.module.css';

/** The form's values: text fields as typed, counts as numbers or '' (empty). */
export interface SpFormValues {
  type: string;
  establishmentName: string;
  address: string;
  barangay: string;
  city: string;
  district: string;
  street: string;
  ownerName: string;
  mayorPermitNo: string;
  employeeNum: number | '';
  employeeNumWithHC: number | '';
  employeeNumWithoutHC: number | '';
  ppePersonnel: number | '';
  termsAccept: boolean;
}

const COUNT_FIELDS = [
  'employeeNum',
  'employeeNumWithHC',
  'employeeNumWithoutHC',
  'ppePersonnel',
] as const;

const textOf = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
const countOf = (value: unknown): number | '' =>
  typeof value === 'number' && Number.isFinite(value) ? value : '';

function initialValuesOf(formData: ApplicationFormData | undefined, type: string): SpFormValues {
  const f: Record<string, unknown> = { ...(formData ?? {}) };
  return {
    type,
    establishmentName: textOf(f.establishmentName),
    address: textOf(f.address),
    barangay: textOf(f.barangay),
    city: textOf(f.city),
    district: textOf(f.district),
    street: textOf(f.street),
    ownerName: textOf(f.ownerName),
    mayorPermitNo: textOf(f.mayorPermitNo),
    employeeNum: countOf(f.employeeNum),
    employeeNumWithHC: countOf(f.employeeNumWithHC),
    employeeNumWithoutHC: countOf(f.employeeNumWithoutHC),
    ppePersonnel: countOf(f.ppePersonnel),
    termsAccept: f.termsAccept === true,
  };
}

/** intake §5: counts must be at least 0, negatives become 0 (as soon as one is typed). */
function NegativeCountsToZero() {
  const { values, setFieldValue } = useFormikContext<SpFormValues>();
  useEffect(() => {
    for (const field of COUNT_FIELDS) {
      const value = values[field];
      if (typeof value === 'number' && value < 0) void setFieldValue(field, 0);
    }
  }, [values, setFieldValue]);
  return null;
}

/** Sanitary permit application form `/qce/sp/application-form` (intake §2, §3, §4, §5). */
export function ApplicationFormPage() {
  const appId = getCurrentAppId();
  const current = useCurrentApplication();
  const initial = initialDetailsDraft.read();
  // A new application is filled in with the applicant's name and e-mail: the landing's read of the user
  // details, from the page's cache. Its failure is silent (intake §8): the form goes on without them.
  const userId = getUserId();
  const user = usePageQuery({
    ...requestQuery(userDetailsRequest(userId ?? '')),
    enabled: !appId && Boolean(userId),
    select: (body) => body.data,
  });
  const failed = appId && current.status === 'error';
  useEffect(() => {
    if (user.error) reportError(user.error, { what: 'user details' });
  }, [user.error]);
  useEffect(() => {
    if (failed) reportError(current.error, { what: 'application load' });
  }, [failed, current.error]);

  if (!appId && !initial) return <Navigate to={paths.applications.href} replace />;
  if ((appId && current.status === 'loading') || user.isLoading) {
    return <LoaderOverlay active label="Loading application" />;
  }
  if (appId && (current.status === 'error' || !current.data)) {
    return (
      <StepFrameFailure
        title={MESSAGES.applicationForm.sanitaryPermitTitle}
        onRetry={current.reload}
      />
    );
  }
  return (
    <SpApplicationForm
      application={current.data?.application}
      auditLogs={current.data?.auditLogs ?? []}
      initial={initial ?? {}}
      user={user.data}
      onUpdated={current.reload}
    />
  );
}

function SpApplicationForm({
  application,
  auditLogs,
  initial,
  user,
  onUpdated,
}: {
  application: ApplicationRecord | undefined;
  auditLogs: AuditLogEntry[];
  initial: InitialDetails;
  user: UserDetails | undefined;
  onUpdated: () => void;
}) {
  const navigate = useNavigate();
  const notices = useNotices();
  const [ongoingIds, setOngoingIds] = useState<string[] | null>(null);
  const [requirementsList, setRequirementsList] = useState<Requirement[] | null>(null);
  const userId = getUserId() ?? application?.userId ?? '';
  const formData: ApplicationFormData = application?.formData ?? {
    ...initial,
    ...(user
      ? {
          email: user.email,
          firstName: user.first_name,
          lastName: user.last_name,
          ...(user.middle_name ? { middleName: user.middle_name } : {}),
        }
      : {}),
    ...(userId ? { userId } : {}),
  };
  const type = textOf(formData.type);
  const oubpas = isOubpasSource(formData.source_type);
  const exempt = isEmployeeCountExempt(type);
  const locked = application ? isFormLocked({ status: application.status, auditLogs }) : false;
  const persistKey = `sp-application-form:${application?.applicationId ?? 'new'}`;

  const submit = async (values: Partial<SpFormValues>): Promise<SubmitOutcome> => {
    if (locked) {
      navigate(paths.requirementsUpload.href);
      return;
    }
    const text = (
      key:
        | 'establishmentName'
        | 'ownerName'
        | 'mayorPermitNo'
        | 'address'
        | 'barangay'
        | 'city'
        | 'street',
    ) => (values[key] ? { [key]: values[key] } : {});
    const counts: Partial<Record<(typeof COUNT_FIELDS)[number], number>> = {};
    if (!exempt) for (const k of COUNT_FIELDS) counts[k] = Math.max(0, Number(values[k] ?? 0));
    const next: ApplicationFormData = {
      ...formData,
      ...text('establishmentName'),
      ...text('ownerName'),
      ...text('mayorPermitNo'),
      ...(oubpas ? { ...text('barangay'), ...text('city'), ...text('street') } : text('address')),
      ...counts,
      termsAccept: true,
    };
    const district = values.district;
    const withDistrict: ApplicationFormData = oubpas ? Object.assign(next, { district }) : next;
    try {
      if (application) {
        const body = {
          applicationId: application.applicationId,
          formData: withDistrict,
          permitId: application.permitId ?? SP_PERMIT_ID,
          userId: application.userId,
        };
        if (oubpas) await spApi.updateOubpasApplication(application.applicationId, body);
        else await spApi.updateApplication(body);
      } else {
        const ids = await spApi.ongoingApplicationIds({
          permitId: SP_PERMIT_ID,
          ...(formData.email ? { email: formData.email } : {}),
          ...(formData.firstName ? { firstName: formData.firstName } : {}),
          ...(formData.lastName ? { lastName: formData.lastName } : {}),
          ...(values.address ? { address: values.address } : {}),
          ...(values.establishmentName ? { establishmentName: values.establishmentName } : {}),
          ...(values.mayorPermitNo ? { mayorPermitNo: values.mayorPermitNo } : {}),
          ...(type ? { type } : {}),
        });
        if (ids.length > 0) {
          // Ongoing Application Detected (intake §4): the dialog says why; what was typed stays.
          setOngoingIds(ids);
          return FORM_KEPT;
        }
        const created = await spApi.createApplication({
          formData: withDistrict,
          userId,
          permitId: SP_PERMIT_ID,
        });
        setCurrentAppId(created.applicationId);
        initialDetailsDraft.clear();
      }
    } catch (error) {
      reportError(error, { what: 'saving the application form' });
      notices.error(MESSAGES.common.somethingWentWrongPeriod);
      return FORM_KEPT;
    }
    const requirements = await spApi
      .requirements({
        industryId: formData.industryId,
        applicationTypeId: formData.applicationTypeId,
        subIndustryId: formData.subIndustryId,
        permitId: SP_PERMIT_ID,
      })
      .catch(logged('requirements', [] as Requirement[]));
    setRequirementsList(visibleRequirements(requirements, { isHealthCard: false }));
  };

  return (
    <StepFrameLayout
      title={MESSAGES.applicationForm.sanitaryPermitTitle}
      record={application ? { application, auditLogs } : undefined}
      reload={onUpdated}
      locked={locked}
      {...(application ? {} : { draft: { details: initial } })}
    >
      <section className="qce-panel">
        <Form<SpFormValues>
          aria-label={MESSAGES.applicationForm.sanitaryPermitTitle}
          schema={locked ? undefined : createSpFormSchema({ oubpas })}
          initialValues={initialValuesOf(formData, type)}
          persistKey={locked ? undefined : persistKey}
          submitLabel={MESSAGES.common.next}
          canSubmit={(values) => locked || values.termsAccept}
          actions={
            <Button
              onClick={() => {
                clearFormDraft(persistKey);
                navigate(paths.applications.href);
              }}
            >
              {MESSAGES.common.cancel}
            </Button>
          }
          onSubmit={submit}
        >
          <fieldset className={styles.fieldset} disabled={locked}>
            <legend className="qce-visually-hidden">Establishment</legend>
            {locked && <p role="note">This application can no longer be edited.</p>}
            <NegativeCountsToZero />
            <div className={styles.grid}>
              <TextField name="establishmentName" label="Establishment Name" required />
              <TextField name="ownerName" label="Owner Name" required />
              <TextField name="mayorPermitNo" label="Mayor's Permit No." required />
              {oubpas ? (
                <>
                  <TextField name="street" label="Street" required />
                  <TextField name="barangay" label="Barangay" required />
                  <TextField name="district" label="District" required />
                  <TextField name="city" label="City" required />
                </>
              ) : (
                <TextField name="address" label="Address" required />
              )}
            </div>
            {!exempt && (
              <div className={styles.grid}>
                <TextField
                  name="employeeNum"
                  label="Total Number of Employees"
                  type="number"
                  inputMode="numeric"
                />
                <TextField
                  name="employeeNumWithHC"
                  label="Employees with Health Certificate"
                  type="number"
                  inputMode="numeric"
                />
                <TextField
                  name="employeeNumWithoutHC"
                  label="Employees without Health Certificate"
                  type="number"
                  inputMode="numeric"
                />
                <TextField
                  name="ppePersonnel"
                  label="PPE Personnel"
                  type="number"
                  inputMode="numeric"
                />
              </div>
            )}
            <CheckboxField
              name="termsAccept"
              label={MESSAGES.applicationForm.acceptTerms}
              required
            />
          </fieldset>
        </Form>
      </section>
      {requirementsList && (
        <RequirementsListModal
          requirements={requirementsList}
          onClose={() => setRequirementsList(null)}
          onConfirm={() => navigate(paths.requirementsUpload.href)}
        />
      )}
      <OngoingApplicationDialog
        applicationIds={ongoingIds}
        onStay={() => setOngoingIds(null)}
        onCheckHistory={() => {
          setOngoingIds(null);
          navigate(paths.applications.href);
        }}
      />
    </StepFrameLayout>
  );
}
