import { useState } from 'react';
import { Dialog, Button } from '@qce/shared-kit/ui';
import { MESSAGES } from '@qce/shared-kit/messages';
import type { Requirement } from '@qce/shared-kit/api';
import { AddApplicantForm } from './add-applicant-form';
import { EmployeeCsvUpload } from './employee-csv-upload';
import { EmployeeList } from './employee-list';

/**
 * Handle Health Certificates (intake §2 Sanitary permit bulk): Add Applicant, Upload Employees
 * (CSV), and the employee list with per-employee health certificate upload and removal.
 */
export function HealthCertificatesDialog({
  open,
  applicationId,
  requirement,
  disabled,
  onClose,
}: {
  open: boolean;
  applicationId: string;
  requirement: Requirement;
  disabled: boolean;
  onClose: () => void;
}) {
  const [refreshKey, setRefreshKey] = useState(0);
  const changed = () => setRefreshKey((k) => k + 1);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={MESSAGES.spEmployees.handleHealthCertificatesTitle}
      size="lg"
      footer={
        <Button variant="primary" onClick={onClose}>
          {MESSAGES.common.close}
        </Button>
      }
    >
      <div className="qce-stack">
        {!disabled && (
          <>
            <AddApplicantForm applicationId={applicationId} onAdded={changed} />
            <EmployeeCsvUpload applicationId={applicationId} onUploaded={changed} />
          </>
        )}
        <EmployeeList
          applicationId={applicationId}
          requirement={requirement}
          refreshKey={refreshKey}
          disabled={disabled}
        />
      </div>
    </Dialog>
  );
}
