import { useEffect, useState } from 'react';
import { useFormikContext } from 'formik';
import { Navigate, useNavigate } from '@qce/shared-kit/router';
import { Dialog, ErrorPanel, LoaderOverlay } from '@qce/shared-kit/ui';
import { FORM_KEPT, Form, SelectField } from '@qce/shared-kit/forms';
import type { SubmitOutcome } from '@qce/shared-kit/forms';
import { MESSAGES } from '@qce/shared-kit/messages';
import {
  activeSubIndustries,
  findIndustry,
  findSubIndustry,
  foodIndustries,
  primaryDetailsState,
  subIndustryLabel,
} from '@qce/shared-kit/domain';
import { primaryDetailsSchema } from '@qce/shared-kit/validation';
import type { ApplicationRecord, Industry } from '@qce/shared-kit/api';
import { listOf } from '@qce/shared-kit/api/intake';
import {
  INDUSTRIES_REQUEST,
  applicationRequest,
  requestQuery,
  usePageQuery,
} from '@qce/shared-kit/data';
import { reportError } from '@qce/shared-kit/remote/report-error';
import { paths } from '../../config/paths';
import { getCurrentAppId } from '../../lib/current-application';
import { SP_PERMIT_ID, spApi } from '../../lib/sp-api';

interface PrimaryValues {
  industryId: string;
  subIndustryId: string;
}

const hasValue = (value: unknown): boolean =>
  value !== undefined && value !== null && String(value).trim() !== '';

/** Clears the sub-industry when the industry changes to one that does not offer it. */
function ResetSubIndustry({ industries }: { industries: Industry[] }) {
  const { values, setFieldValue } = useFormikContext<PrimaryValues>();
  const offered = activeSubIndustries(findIndustry(industries, values.industryId));
  const stale =
    values.subIndustryId !== '' &&
    !offered.some((s) => String(s.subIndustryId) === values.subIndustryId);
  useEffect(() => {
    if (stale) void setFieldValue('subIndustryId', '');
  }, [stale, setFieldValue]);
  return null;
}

/**
 * Populate primary details `/qce/populate-primary-details` (payment §2 Populate primary details
 * dialog, §4, §5): the Required Details dialog asks a food industry, then an active sub-industry,
 * then Submit (enabled only after a sub-industry). The application comes from `app-id`; one whose
 * industry and sub-industry already exist goes straight to `/qce/sp/applications`.
 */
export function PrimaryDetailsPage() {
  const navigate = useNavigate();
  const appId = getCurrentAppId();
  const [failed, setFailed] = useState(false);
  // The application and the industries, from the page's cache (the landing read the industries). A
  // failed industries read is silent (intake §8): the lists are empty.
  const applicationRead = usePageQuery({
    ...requestQuery(applicationRequest(appId ?? '')),
    enabled: Boolean(appId),
    select: (body) => body.data.data,
  });
  const industriesRead = usePageQuery({
    ...requestQuery(INDUSTRIES_REQUEST),
    enabled: Boolean(appId),
    select: (body) => foodIndustries(listOf(body.data)),
  });
  useEffect(() => {
    if (applicationRead.error) reportError(applicationRead.error, { what: 'application load' });
  }, [applicationRead.error]);
  useEffect(() => {
    if (industriesRead.error) reportError(industriesRead.error, { what: 'industries' });
  }, [industriesRead.error]);

  if (!appId) return <Navigate to={paths.applications.href} replace />;
  const application = applicationRead.data;
  if (applicationRead.isError || (applicationRead.isSuccess && !application)) {
    const retry = () => {
      void applicationRead.refetch();
      if (industriesRead.isError) void industriesRead.refetch();
    };
    return (
      <main className="qce-page">
        <h1>{MESSAGES.sanitaryPermit.requiredDetailsTitle}</h1>
        <ErrorPanel message={MESSAGES.common.trackUnavailable} onRetry={retry} />
      </main>
    );
  }
  if (!application || (!industriesRead.data && !industriesRead.isError)) {
    return <LoaderOverlay active label="Loading application" />;
  }
  const industries: Industry[] = industriesRead.data ?? [];
  const f = application.formData;
  if (hasValue(f.industryId) && hasValue(f.subIndustryId)) {
    return <Navigate to={paths.applications.href} replace />;
  }

  const submit = async (values: Partial<PrimaryValues>): Promise<SubmitOutcome> => {
    setFailed(false);
    const industry = findIndustry(industries, values.industryId);
    const sub = findSubIndustry(industry, values.subIndustryId);
    const next: ApplicationRecord['formData'] = {
      ...f,
      industryId: Number(values.industryId),
      subIndustryId: Number(values.subIndustryId),
      subIndustry: subIndustryLabel(sub),
      ...(industry ? { industry: industry.industryName } : {}),
    };
    try {
      await spApi.updateApplication({
        applicationId: application.applicationId,
        formData: next,
        permitId: application.permitId ?? SP_PERMIT_ID,
        userId: application.userId,
      });
    } catch (error) {
      reportError(error, { what: 'primary details update' });
      setFailed(true);
      return FORM_KEPT;
    }
    navigate(paths.applications.href);
  };

  return (
    <main className="qce-page">
      <Dialog
        open
        dismissible={false}
        onClose={() => undefined}
        title={MESSAGES.sanitaryPermit.requiredDetailsTitle}
        size="sm"
      >
        <Form<PrimaryValues>
          aria-label={MESSAGES.sanitaryPermit.requiredDetailsTitle}
          schema={primaryDetailsSchema}
          initialValues={{ industryId: '', subIndustryId: '' }}
          persistKey={`sp-primary-details:${application.applicationId}`}
          submitLabel={MESSAGES.common.submit}
          canSubmit={(values) => primaryDetailsState(values).submitEnabled}
          onSubmit={submit}
        >
          {({ values }) => (
            <>
              <ResetSubIndustry industries={industries} />
              <SelectField
                name="industryId"
                label={MESSAGES.landing.industry}
                required
                placeholder="Select"
                options={industries.map((i) => ({
                  value: String(i.industryId),
                  label: i.industryName,
                }))}
              />
              <SelectField
                name="subIndustryId"
                label={MESSAGES.landing.subIndustry}
                required
                disabled={!primaryDetailsState(values).subIndustryEnabled}
                placeholder="Select"
                options={activeSubIndustries(findIndustry(industries, values.industryId)).map(
                  (s) => ({ value: String(s.subIndustryId), label: subIndustryLabel(s) }),
                )}
              />
              {failed && (
                <p role="alert" className="qce-field__error">
                  {MESSAGES.updateDetails.failure}
                </p>
              )}
            </>
          )}
        </Form>
      </Dialog>
    </main>
  );
}
