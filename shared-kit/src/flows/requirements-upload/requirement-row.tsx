import { useId, useRef } from 'react';
import type { ChangeEvent } from 'react';
import { MESSAGES } from '@qce/shared-kit/messages';
import { Tooltip, Button } from '@qce/shared-kit/ui';
import {
  acceptAttribute,
  acceptedFileTypes,
  canReupload,
  hasUpload,
  isUploadDisabled,
  remarksTooltip,
  requirementDisplayStatus,
  todayInputDate,
} from '@qce/shared-kit/domain';
import type { Requirement, Upload } from '@qce/shared-kit/api';

export interface RowState {
  progress?: number;
  busy?: boolean;
  error?: string;
}

/** Test Completed Date applies to laboratory results (the rows whose results carry a test date). */
export const hasTestDate = (requirement: Requirement): boolean => requirement.laboratory === true;

/**
 * One requirement row (intake §2 Requirements upload): name, Review, file input, Status (with the
 * Requires Update remarks tooltip), Test Completed Date.
 */
export function RequirementRow({
  requirement,
  upload,
  applicationStatus,
  testDate,
  state,
  blocked,
  onTestDate,
  onFile,
  onReview,
}: {
  requirement: Requirement;
  upload: Upload | undefined;
  applicationStatus: string;
  testDate: string;
  state: RowState;
  /** No source chosen yet, or a submission is running. */
  blocked: boolean;
  onTestDate: (value: string) => void;
  onFile: (file: File, reset: () => void) => void;
  onReview: () => void;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const status = requirementDisplayStatus(upload);
  const remarks = remarksTooltip(upload);
  const disabled =
    blocked ||
    state.busy === true ||
    isUploadDisabled({ requirementStatus: upload?.status, applicationStatus }) ||
    !canReupload(upload?.status);
  const name = requirement.requirementName;
  const reset = () => {
    if (inputRef.current) inputRef.current.value = '';
  };
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) onFile(file, reset);
  };
  return (
    <tr>
      <th scope="row">
        {name}
        {requirement.required && <span aria-label="required"> *</span>}
      </th>
      <td>
        <Button
          disabled={!hasUpload(upload) || !upload?.imageId}
          onClick={onReview}
          aria-label={`Review ${name}`}
        >
          {MESSAGES.upload.columnReview}
        </Button>
      </td>
      <td>
        <label htmlFor={`${id}-file`} className="qce-visually-hidden">
          File for {name}
        </label>
        <input
          ref={inputRef}
          id={`${id}-file`}
          type="file"
          accept={acceptAttribute(acceptedFileTypes(requirement))}
          disabled={disabled}
          onChange={change}
          aria-describedby={state.error ? `${id}-error` : undefined}
        />
        {state.progress !== undefined && state.busy && (
          <progress max={100} value={state.progress} aria-label={`Uploading ${name}`}>
            {state.progress}%
          </progress>
        )}
        {state.error && (
          <span id={`${id}-error`} role="alert" className="qce-color-danger">
            {state.error}
          </span>
        )}
      </td>
      <td>
        {remarks ? (
          <Tooltip content={remarks}>
            <button type="button" className="qce-link-button">
              {status}
            </button>
          </Tooltip>
        ) : (
          status
        )}
      </td>
      <td>
        {hasTestDate(requirement) ? (
          <>
            <label htmlFor={`${id}-date`} className="qce-visually-hidden">
              Test Completed Date for {name}
            </label>
            <input
              id={`${id}-date`}
              type="date"
              max={todayInputDate()}
              value={testDate}
              disabled={disabled}
              onChange={(e) => onTestDate(e.target.value)}
            />
          </>
        ) : (
          <span aria-label="Not applicable">-</span>
        )}
      </td>
    </tr>
  );
}
