import { useEffect, useState } from 'react';
import { useNavigate } from '@qce/shared-kit/router';
import { MESSAGES } from '@qce/shared-kit/messages';
import { ErrorPanel, Button } from '@qce/shared-kit/ui';
import {
  areUploadsClosed,
  isHealthCertificateRequirement,
  spSubmitIssues,
} from '@qce/shared-kit/domain';
import { requestQuery, usePageQuery } from '@qce/shared-kit/data';
import { reportError } from '@qce/shared-kit/remote/report-error';
import { RequirementsUploadPanel } from '@qce/shared-kit/flows/requirements-upload';
import type { RequirementsUploadContext } from '@qce/shared-kit/flows/requirements-upload';
import { StepFrame } from '../../components/step-frame';
import type { StepContext } from '@qce/shared-kit/flows/step-frame';
import { paths } from '../../config/paths';
import { SP_PERMIT_ID, employeesPageOf, employeesRequest } from '../../lib/sp-api';
import { HealthCertificatesDialog } from './health-certificates-dialog';

/**
 * Requirements upload `/qce/sp/requirements-upload` (intake §2 Requirements upload and Sanitary
 * permit bulk, §4, §5 SP requirements submit checks, §8): the kit's page with the general upload
 * rules plus the Handle Health Certificates dialog for the employees' health certificates.
 */
export function RequirementsUploadPage() {
  return (
    <StepFrame title="Requirements Upload">{(ctx) => <RequirementsUpload ctx={ctx} />}</StepFrame>
  );
}

function RequirementsUpload({ ctx: { application, auditLogs, reload } }: { ctx: StepContext }) {
  const navigate = useNavigate();
  const appId = application.applicationId;
  // intake §4: under review and once validated the employees and their certificates are read-only.
  const readOnly = areUploadsClosed({ applicationStatus: application.status, auditLogs });
  const [hcOpen, setHcOpen] = useState(false);
  // A failed summary is not "no employees": it shows a retry and blocks Submit with it, instead of
  // 'No employees were uploaded yet.' for employees that are there. Adding or removing an employee or a
  // certificate is a write, which reads it again.
  // Read here, not only in the panel's callbacks: what the page reads is what re-renders it.
  const {
    data: employees,
    error: employeesError,
    refetch: readEmployeesAgain,
  } = usePageQuery({
    ...requestQuery(employeesRequest({ applicationId: appId, page: 1, limit: 1 })),
    select: (body) => employeesPageOf(body.data),
  });
  useEffect(() => {
    if (employeesError) reportError(employeesError, { what: 'employees summary' });
  }, [employeesError]);
  const hcRequirementOf = ({ requirements }: RequirementsUploadContext) =>
    requirements.find(isHealthCertificateRequirement);

  /** intake §5 SP requirements submit checks, when no health-certificate image exists. */
  const submitChecks = (context: RequirementsUploadContext): string[] => {
    const hcRequirement = hcRequirementOf(context);
    if (!hcRequirement || context.uploadOf(hcRequirement.requirementId)?.imageId) return [];
    if (employeesError) return [MESSAGES.common.trackUnavailable];
    return spSubmitIssues({
      uploadedEmployees: employees?.totalCount ?? 0,
      employeeNumWithHC: application.formData.employeeNumWithHC,
      allHealthCertUploaded: employees?.allHealthCertUploaded ?? false,
    });
  };

  const healthCertificates = (context: RequirementsUploadContext) => {
    const hcRequirement = hcRequirementOf(context);
    if (!hcRequirement) return null;
    return (
      <section className="qce-panel" aria-labelledby="hc-title">
        <h2 id="hc-title">{hcRequirement.requirementName}</h2>
        {employeesError ? (
          <ErrorPanel
            message={MESSAGES.common.trackUnavailable}
            onRetry={() => void readEmployeesAgain()}
          />
        ) : (
          <p>
            Employees uploaded: {employees?.totalCount ?? 0} of{' '}
            {Number(application.formData.employeeNumWithHC ?? 0)} with a health certificate.
          </p>
        )}
        <Button variant="primary" disabled={context.blocked} onClick={() => setHcOpen(true)}>
          {MESSAGES.spEmployees.handleHealthCertificatesTitle}
        </Button>
        <HealthCertificatesDialog
          open={hcOpen}
          applicationId={appId}
          requirement={hcRequirement}
          disabled={context.closed || readOnly}
          onClose={() => setHcOpen(false)}
        />
      </section>
    );
  };

  return (
    <RequirementsUploadPanel
      application={application}
      permitId={SP_PERMIT_ID}
      visibility={{ isHealthCard: false }}
      draftKey={`qce-sp:requirements-upload:${appId}`}
      // The employees' certificates are collected through the dialog, not as a row file.
      handledElsewhere={isHealthCertificateRequirement}
      submitChecks={submitChecks}
      renderBefore={healthCertificates}
      onSourceSaved={reload}
      onBack={() => navigate(paths.applicationForm.href)}
      onSubmitted={(updated) =>
        navigate(paths.applicationSubmitted.href, {
          state: { notice: MESSAGES.submission.success, applicationId: updated.applicationId },
        })
      }
    />
  );
}
