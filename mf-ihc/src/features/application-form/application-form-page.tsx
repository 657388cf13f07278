import { useState } from 'react';
import { Navigate, useNavigate } from '@qce/shared-kit/router';
import { LoaderOverlay, Button } from '@qce/shared-kit/ui';
import { DateField, FORM_KEPT, Form, SelectField, TextField } from '@qce/shared-kit/forms';
import type { SubmitOutcome } from '@qce/shared-kit/forms';
import { MESSAGES } from '@qce/shared-kit/messages';
import { getUserId } from '@qce/shared-kit/storage';
import {
  impliesYellowCard,
  isFormLocked,
  isOccupationalPermitAccepted,
  resolveYellowCard,
  toFormDataDate,
  toInputDate,
  todayInputDate,
  visibleRequirements,
} from '@qce/shared-kit/domain';
import {
  CIVIL_STATUS_OPTIONS,
  GENDER_OPTIONS,
  SUFFIX_OPTIONS,
  healthCardApplicationSchema,
} from '@qce/shared-kit/validation';
import type { NormalizedValues } from '@qce/shared-kit/validation';
import type {
  ApplicationFormData,
  ApplicationRecord,
  AuditLogEntry,
  LookupInfo,
  Requirement,
  UserDetails,
} from '@qce/shared-kit/api';
import { LOOKUP_IDS } from '@qce/shared-kit/api';
import { listOf } from '@qce/shared-kit/api/intake';
import { logged } from '@qce/shared-kit/api/errors';
import { requestQuery, usePageQuery } from '@qce/shared-kit/data';
import { reportError } from '@qce/shared-kit/remote/report-error';
import { TermsField } from '@qce/shared-kit/flows/privacy-policy';
import { OngoingApplicationDialog, RequirementsListModal } from '@qce/shared-kit/flows/track-steps';
import { AccountNameFields, fromAccount } from '../../components/account-fields';
import {
  AccountEmailField,
  CancelToLandingButton,
  CompanyInfoSection,
  FormSection,
} from '../../components/form-sections';
import { StepFrameFailure, StepFrameLayout } from '../../components/step-frame';
import { paths } from '../../config/paths';
import { isBulkPart } from '../../lib/bulk-part';
import { IHC_PERMIT_ID, ihcApi } from '../../lib/ihc-api';
import { initialDetailsDraft, pickInitialDetails } from '../../lib/initial-details';
import type { InitialDetails } from '../../lib/initial-details';
import { lookupRequest } from '../../lib/ihc-requests';
import { useAccountDetails } from '../../lib/use-account-details';
import { useReportedError } from '../../lib/use-reported-error';
import {
  getCurrentAppId,
  setCurrentAppId,
  useCurrentApplication,
} from '../../lib/use-current-application';
import styles from './application-form.module.css';

const F = MESSAGES.applicationForm;

export interface ApplicationFormValues {
  lastName: string;
  firstName: string;
  middleName: string;
  suffix: string;
  gender: string;
  civilStatus: string;
  birthDate: string;
  nationality: string;
  contactNumber: string;
  email: string;
  houseNo: string;
  street: string;
  barangay: string;
  city: string;
  occupation: string;
  companyName: string;
  companyAddress: string;
  occupationalPermitNumber: string;
  'accept-terms': boolean;
}

interface PageData {
  user: UserDetails | undefined;
  application: ApplicationRecord | undefined;
  auditLogs: AuditLogEntry[];
  cities: LookupInfo[];
  nationalities: LookupInfo[];
  occupations: LookupInfo[];
}

function initialValues(
  user: UserDetails | undefined,
  formData: ApplicationFormData | undefined,
): ApplicationFormValues {
  const f = formData ?? {};
  return {
    lastName: f.lastName ?? user?.last_name ?? '',
    firstName: f.firstName ?? user?.first_name ?? '',
    middleName: f.middleName ?? user?.middle_name ?? '',
    suffix: f.suffix ?? '',
    gender:
      f.gender ??
      (user?.gender === undefined || user.gender === ''
        ? ''
        : String(user.gender) === '1'
          ? 'Male'
          : 'Female'),
    civilStatus: f.civilStatus ?? '',
    birthDate: toInputDate(f.birthDate ?? user?.birthday),
    nationality: f.nationality ?? '',
    contactNumber: f.contactNumber ?? user?.contact ?? '',
    email: f.email ?? user?.email ?? '',
    houseNo: f.houseNo ?? user?.house_no ?? '',
    street: f.street ?? user?.street ?? '',
    barangay: f.barangay ?? user?.barangay_name ?? '',
    city: f.city ?? user?.city_name ?? '',
    occupation: f.occupation ?? '',
    companyName: f.companyName ?? '',
    companyAddress: f.companyAddress ?? '',
    occupationalPermitNumber: f.occupationalPermitNumber ?? '',
    'accept-terms': f['accept-terms'] === true,
  };
}

const optionsOf = (values: LookupInfo[], current: string) => {
  const list = values.map((v) => ({ value: v.value, label: v.value }));
  if (current && !list.some((o) => o.value === current))
    list.unshift({ value: current, label: current });
  // The empty choice is the SelectField's placeholder: a second empty option here trapped the
  // keyboard (ArrowDown moved to it, the controlled value '' snapped back to the first one).
  return list;
};

type PageDataState =
  | { status: 'loading'; reload: () => void }
  | { status: 'error'; reload: () => void }
  | { status: 'ready'; data: PageData; reload: () => void };

/** A lookup list of the form, from the page's cache. */
const useLookup = (lookUpId: number) =>
  usePageQuery({ ...requestQuery(lookupRequest(lookUpId)), select: (body) => listOf(body.data) });

/**
 * What the form shows, from the page's cache: the account (the landing's read), the application and
 * its audit log (the step frame's), the lookup lists. Only a failed application read is a failure; the
 * others are reported and the form goes on without them (intake §8: only logged).
 */
function usePageData(appId: string | null): PageDataState {
  const user = useAccountDetails();
  const current = useCurrentApplication();
  const cities = useLookup(LOOKUP_IDS.city);
  const nationalities = useLookup(LOOKUP_IDS.nationality);
  const occupations = useLookup(LOOKUP_IDS.occupation);
  useReportedError(
    appId && current.status === 'error' ? current.error : undefined,
    'application load',
  );
  useReportedError(cities.error, 'cities');
  useReportedError(nationalities.error, 'nationalities');
  useReportedError(occupations.error, 'occupations');

  const reload = current.reload;
  if (appId && current.status === 'error') return { status: 'error', reload };
  const pending =
    user.isLoading ||
    [cities, nationalities, occupations].some((lookup) => lookup.isPending) ||
    (appId !== null && current.status !== 'ready');
  if (pending) return { status: 'loading', reload };
  return {
    status: 'ready',
    data: {
      user: user.data,
      application: current.data?.application,
      auditLogs: current.data?.auditLogs ?? [],
      cities: cities.data ?? [],
      nationalities: nationalities.data ?? [],
      occupations: occupations.data ?? [],
    },
    reload,
  };
}

/**
 * Application form `/qce/ihc/application-form` (intake §2 Application form, health card; §5). A
 * bulk-part applicant (intake §4: an individual record inside a bulk) sees her own part here, under
 * the bulk's initial details, which only the representative changes; Next takes her to the
 * information page of the requirements upload, which the representative handles.
 */
export function ApplicationFormPage() {
  const navigate = useNavigate();
  const appId = getCurrentAppId();
  const [newDetails, setNewDetails] = useState<InitialDetails | undefined>(() =>
    initialDetailsDraft.read(),
  );
  const [ongoingIds, setOngoingIds] = useState<string[] | null>(null);
  const [requirements, setRequirements] = useState<Requirement[] | null>(null);
  const [permitCheck, setPermitCheck] = useState<'idle' | 'checking' | 'valid' | 'invalid'>('idle');

  const data = usePageData(appId);

  if (!appId && !newDetails) return <Navigate to={paths.applications.href} replace />;
  if (data.status === 'loading') return <LoaderOverlay active label="Loading application form" />;
  if (data.status === 'error') {
    return <StepFrameFailure title={F.individualTitle} onRetry={data.reload} />;
  }

  const { user, application, auditLogs, cities, nationalities, occupations } = data.data;
  const details: InitialDetails = application
    ? pickInitialDetails(application.formData)
    : (newDetails ?? {});
  const isBulk = details.classification === 'BULK';
  const bulkPart = application !== undefined && isBulkPart(application);
  const locked = application ? isFormLocked({ status: application.status, auditLogs }) : false;
  const draftKey = `application-form:${appId ?? 'new'}`;
  const saved = initialValues(user, application?.formData);
  // Name, e-mail and birth date come from the account: pre-filled and not editable.
  const { fixedValues, fixed } = fromAccount(saved, [
    'firstName',
    'lastName',
    'middleName',
    'email',
    'birthDate',
  ] as const);

  /** Update Details before the application is saved: the landing's draft (the frame says it worked). */
  const updateDraft = async (next: InitialDetails) => {
    setNewDetails(next);
    initialDetailsDraft.write(next);
  };

  const showRequirements = async (formData: ApplicationFormData) => {
    const all = await ihcApi
      .requirements({
        industryId: formData.industryId,
        applicationTypeId: formData.applicationTypeId,
        subIndustryId: formData.subIndustryId,
        permitId: IHC_PERMIT_ID,
      })
      .catch(logged('requirements', [] as Requirement[]));
    setRequirements(
      visibleRequirements(all, {
        isHealthCard: true,
        isPESO: formData.isPESO,
        yellowCard: formData.yellowCard,
        birthDate: formData.birthDate,
        applicationDate: formData.applicationDate ?? new Date(),
      }),
    );
  };

  /** Receives the kit Form's normalized values (trimmed, empty absent); a throw keeps the draft. */
  const submit = async (
    values: NormalizedValues<ApplicationFormValues>,
  ): Promise<SubmitOutcome> => {
    if (locked && application) {
      if (bulkPart) navigate(paths.bulkPartRequirements.href);
      else await showRequirements(application.formData);
      return;
    }
    const cleaned = { ...values, ...fixedValues };
    const yellowCard = resolveYellowCard(cleaned.occupation, application?.yellowCard);
    const formData: ApplicationFormData = {
      ...(application?.formData ?? {}),
      ...details,
      ...cleaned,
      suffix: undefined,
      ...(cleaned.suffix ? { suffix: cleaned.suffix as ApplicationFormData['suffix'] } : {}),
      gender: cleaned.gender as ApplicationFormData['gender'],
      civilStatus: cleaned.civilStatus as ApplicationFormData['civilStatus'],
      birthDate: toFormDataDate(cleaned.birthDate),
      'accept-terms': true,
      permitId: IHC_PERMIT_ID,
      userId: getUserId() ?? application?.userId,
      yellowCard,
    };
    if (!formData.suffix) delete formData.suffix;
    try {
      let record: ApplicationRecord;
      if (application) {
        record = await ihcApi.updateApplication({
          applicationId: application.applicationId,
          formData,
          permitId: IHC_PERMIT_ID,
          userId: application.userId,
          yellowCard,
        });
      } else {
        const ids = await ihcApi.ongoingApplicationIds({
          email: formData.email,
          firstName: formData.firstName,
          lastName: formData.lastName,
          permitId: IHC_PERMIT_ID,
        });
        if (ids.length > 0) {
          // Ongoing Application Detected (intake §4): the dialog says why; what was typed stays.
          setOngoingIds(ids);
          return FORM_KEPT;
        }
        record = await ihcApi.createApplication({
          formData,
          userId: formData.userId ?? '',
          permitId: IHC_PERMIT_ID,
          ...(formData.occupationalPermitNumber
            ? { occupationalPermitNumber: formData.occupationalPermitNumber }
            : {}),
          yellowCard,
        });
        setCurrentAppId(record.applicationId);
        initialDetailsDraft.clear();
      }
      if (bulkPart) navigate(paths.bulkPartRequirements.href);
      else await showRequirements({ ...formData, ...record.formData });
    } catch (error) {
      // intake §8: other failures hide the loader and are only logged; the draft stays.
      reportError(error, { what: 'saving the application' });
      return FORM_KEPT;
    }
  };

  const validatePermit = async (permitNo: string, birthDate: string) => {
    setPermitCheck('checking');
    try {
      const response = await ihcApi.validateOccupationalPermit({
        occupationalPermitNo: permitNo.trim(),
        birthDate: toFormDataDate(birthDate) ?? birthDate,
      });
      setPermitCheck(isOccupationalPermitAccepted(response) ? 'valid' : 'invalid');
    } catch (error) {
      reportError(error, { what: 'occupational permit check' });
      setPermitCheck('invalid');
    }
  };

  const title = isBulk ? F.bulkTitle : F.individualTitle;

  return (
    <StepFrameLayout
      title={title}
      record={application ? { application, auditLogs } : undefined}
      reload={data.reload}
      locked={locked}
      {...(application ? {} : { draft: { details, save: updateDraft } })}
    >
      <Form<ApplicationFormValues>
        schema={locked ? undefined : healthCardApplicationSchema}
        initialValues={saved}
        {...(locked ? {} : { persistKey: draftKey })}
        onSubmit={submit}
        submitLabel={MESSAGES.common.next}
        canSubmit={(values) => locked || values['accept-terms'] === true}
        aria-label={title}
        actions={<CancelToLandingButton />}
      >
        {({ values, isSubmitting }) => (
          <>
            <FormSection legend={F.personalInfo} disabled={locked}>
              <AccountNameFields fixed={fixed} />
              <SelectField
                name="suffix"
                label="Suffix"
                options={SUFFIX_OPTIONS.map((s) => ({ value: s, label: s || 'None' }))}
              />
              <SelectField
                name="gender"
                label="Gender"
                placeholder="Select"
                options={GENDER_OPTIONS.map((g) => ({ value: g, label: g }))}
              />
              <SelectField
                name="civilStatus"
                label="Civil Status"
                required
                placeholder="Select"
                options={CIVIL_STATUS_OPTIONS.filter(Boolean).map((c) => ({
                  value: c,
                  label: c,
                }))}
              />
              <DateField
                name="birthDate"
                label="Birth Date"
                max={todayInputDate()}
                required
                disabled={fixed('birthDate')}
              />
              <AccountEmailField fixed={fixed} />
              <TextField
                name="contactNumber"
                label="Contact Number"
                type="tel"
                inputMode="numeric"
                required
              />
              <SelectField
                name="nationality"
                label="Nationality"
                placeholder="Select"
                options={optionsOf(nationalities, values.nationality)}
              />
              <TextField name="houseNo" label="House No." />
              <TextField name="street" label="Street" />
              <TextField name="barangay" label="Barangay" />
              <SelectField
                name="city"
                label="City"
                placeholder="Select"
                options={optionsOf(cities, values.city)}
              />
              <SelectField
                name="occupation"
                label="Occupation"
                required
                placeholder="Select"
                options={optionsOf(occupations, values.occupation)}
                hint={
                  impliesYellowCard(values.occupation)
                    ? 'Yellow card: required for the Masseur occupation.'
                    : undefined
                }
              />
            </FormSection>
            <CompanyInfoSection disabled={locked} />
            <FormSection legend={F.occupationalPermit} disabled={locked} grid={false}>
              <div className={styles.permitRow}>
                <TextField name="occupationalPermitNumber" label="Occupational Permit Number" />
                <Button
                  disabled={!values.occupationalPermitNumber?.trim() || permitCheck === 'checking'}
                  onClick={() =>
                    void validatePermit(values.occupationalPermitNumber, values.birthDate)
                  }
                >
                  {F.validate}
                </Button>
              </div>
              <div aria-live="polite">
                {permitCheck === 'invalid' && (
                  <p role="alert" className="qce-color-danger">
                    {F.occupationalPermitInvalid}
                  </p>
                )}
                {permitCheck === 'valid' && (
                  <p role="status">Occupational Permit Number validated.</p>
                )}
              </div>
            </FormSection>
            <TermsField disabled={locked} />
            <LoaderOverlay active={isSubmitting} label="Saving application" />
          </>
        )}
      </Form>
      <OngoingApplicationDialog
        applicationIds={ongoingIds}
        onStay={() => setOngoingIds(null)}
        onCheckHistory={() => {
          setOngoingIds(null);
          navigate(paths.applications.href);
        }}
      />
      {requirements && (
        <RequirementsListModal
          requirements={requirements}
          sixtyDayNotice
          onClose={() => setRequirements(null)}
          onConfirm={() => navigate(paths.requirementsUpload.href)}
        />
      )}
    </StepFrameLayout>
  );
}
