import {
  areUploadsClosed,
  canReupload,
  isFileRequired,
  isUploadDisabled,
  remarksTooltip,
  requirementDisplayStatus,
} from './requirement-upload';

describe('file required (intake §5 Requirement upload rules)', () => {
  it('requires a file for a required requirement not yet uploaded', () => {
    expect(isFileRequired({ required: true })).toBe(true);
    expect(
      isFileRequired({ required: true, upload: { imageId: 'img', status: 'In Progress' } }),
    ).toBe(false);
    expect(isFileRequired({ required: false })).toBe(false);
  });
  it('requires a file when the upload is Requires Update', () => {
    expect(
      isFileRequired({ required: false, upload: { imageId: 'i', status: 'Requires Update' } }),
    ).toBe(true);
  });
  it('requires a file when the application is Requires Update and it already has an upload', () => {
    expect(isFileRequired({ applicationStatus: 'REQUIRES UPDATE', upload: { imageId: 'i' } })).toBe(
      true,
    );
    expect(isFileRequired({ applicationStatus: 'Requires Update' })).toBe(false);
  });
  it('does not require a file uploaded from preview or For Review', () => {
    expect(isFileRequired({ required: true, upload: { uploadFromPreview: true } })).toBe(false);
    expect(
      isFileRequired({
        required: true,
        upload: { status: 'For Review', imageId: 'i' },
        applicationStatus: 'Requires Update',
      }),
    ).toBe(false);
  });
});

describe('upload disabled (intake §4 Requirement uploads)', () => {
  it('disables upload for a Completed requirement or an application For Review / Completed', () => {
    expect(isUploadDisabled({ requirementStatus: 'Completed' })).toBe(true);
    expect(isUploadDisabled({ applicationStatus: 'For Review' })).toBe(true);
    expect(isUploadDisabled({ applicationStatus: 'completed' })).toBe(true);
    expect(
      isUploadDisabled({
        requirementStatus: 'Requires Update',
        applicationStatus: 'Requires Update',
      }),
    ).toBe(false);
  });
  it('blocks re-upload of a Completed requirement', () => {
    expect(canReupload('Completed')).toBe(false);
    expect(canReupload('Requires Update')).toBe(true);
  });
  it('shows a remarks tooltip for Requires Update', () => {
    expect(remarksTooltip({ status: 'Requires Update', remarks: ' blurry ' })).toBe('blurry');
    expect(remarksTooltip({ status: 'Completed', remarks: 'x' })).toBeUndefined();
  });
  it('displays In Progress by default (intake §3 Requirement status)', () => {
    expect(requirementDisplayStatus(undefined)).toBe('In Progress');
    expect(requirementDisplayStatus({ status: 'For Review' })).toBe('For Review');
  });
});

describe('uploads closed to the applicant (intake §4 Requirement uploads, Form locking)', () => {
  const validation = (status: string) => [
    { transactionType: 'Application Form', status: 'COMPLETED', logDate: '2026-01-01' },
    { transactionType: 'Requirements Validation', status, logDate: '2026-01-02' },
  ];
  it('closes uploads while For Review or Completed, and once Validated (issue 24 item 8)', () => {
    expect(areUploadsClosed({ applicationStatus: 'For Review' })).toBe(true);
    expect(areUploadsClosed({ applicationStatus: 'completed' })).toBe(true);
    expect(areUploadsClosed({ applicationStatus: 'Validated' })).toBe(true);
    expect(areUploadsClosed({ applicationStatus: 'VALIDATED' })).toBe(true);
  });
  it('closes uploads once Requirements Validation is COMPLETED, whatever status follows', () => {
    expect(
      areUploadsClosed({ applicationStatus: 'submitted', auditLogs: validation('COMPLETED') }),
    ).toBe(true);
  });
  it('keeps uploads open in Draft and Requires Update', () => {
    expect(areUploadsClosed({ applicationStatus: 'Draft' })).toBe(false);
    expect(
      areUploadsClosed({
        applicationStatus: 'Requires Update',
        auditLogs: validation('REQUIRES_UPDATE'),
      }),
    ).toBe(false);
    expect(areUploadsClosed({})).toBe(false);
  });
});
