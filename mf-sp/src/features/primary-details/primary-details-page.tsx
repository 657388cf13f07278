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
import { paths } from '../../config/paths';
import { getCurrentAppId } from '../../lib/current-application';
import { logged } from '../../lib/errors';
import { SP_PERMIT_ID, spApi } from '../../lib/sp-api';
import { useAsync } from '@qce/shared-kit/ui/use-async';

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
  const data = useAsync(async () => {
    if (!appId) return null;
    const [application, industries] = await Promise.all([
      spApi.application(appId),
      spApi.industries().catch(logged('industries', [] as Industry[])),
    ]);
    return { application, industries: foodIndustries(industries) };
  }, [appId]);

  if (!appId) return <Navigate to={paths.applications.href} replace />;
  if (data.status === 'loading') return <LoaderOverlay active label="Loading application" />;
  if (data.status === 'error' || !data.data) {
    console.error('application load failed', data.error);
    return (
      <main className="qce-page">
        <h1>{MESSAGES.sanitaryPermit.requiredDetailsTitle}</h1>
        <ErrorPanel message={MESSAGES.common.trackUnavailable} onRetry={data.reload} />
      </main>
    );
  }
  const { application, industries } = data.data;
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
      console.error('primary details update failed', error);
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
