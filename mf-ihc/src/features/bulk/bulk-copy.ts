/**
 * Page copy of the bulk pages in our own words (the spec's strings come from
 * `@qce/shared-kit/messages`).
 */
export const BULK_COPY = {
  applicantsTitle: 'Bulk Applicants',
  rosterTitle: 'Upload Applicants (CSV)',
  rosterLabel: 'Applicants CSV file',
  rosterHint:
    'Columns: Email, First Name, Last Name, Date of Birth (MM/DD/YYYY), Gender, Occupation, Nationality, City. Middle Name, Civil Status and Contact Number are optional.',
  checking: (rows: number) => `Checking the file: ${rows.toLocaleString('en-PH')} rows read`,
  uploading: 'Uploading applicants',
  uploaded: (added: number) =>
    added === 1 ? '1 applicant uploaded.' : `${added.toLocaleString('en-PH')} applicants uploaded.`,
  emptyFile: 'The file has no applicant rows.',
  missingColumns: (columns: readonly string[]) => `Missing columns: ${columns.join(', ')}`,
  allApplicants: 'All applicants',
  search: 'Search',
  clearSearch: 'Clear',
  searchLegend: 'Search applicants by name',
  columnRow: 'Row',
  columnColumns: 'Columns',
  columnName: 'Name',
  columnEmail: 'Email',
  columnBirthDate: 'Date of Birth',
  columnStatus: 'Status',
  columnOccupation: 'Occupation',
  viewsLabel: 'Applicant records',
  validateTitle: 'Validate and Submit',
  certification:
    'I certify that the applicant details I uploaded are true and correct, on behalf of the company.',
  validate: 'Validate',
  noIssues: 'No issues found. The bulk application is ready to submit.',
  submit: 'Submit Bulk Application',
  submitted: 'Bulk application submitted.',
  cancelBulk: 'Cancel Bulk Application',
  cancelTitle: 'Cancel this bulk application?',
  cancelBody:
    'Cancelling discards the bulk application and every applicant in it. It can no longer be accessed afterwards.',
  keep: 'Keep Application',
  sourceSaved: 'Upload source saved.',
  sourceFailure: 'The upload source could not be saved. Please try again.',
  sourceConfirm: (label: string) =>
    `Use the ${label} for every applicant in this bulk application? This cannot be changed later.`,
  representativeIntro:
    'As the company representative you file one application for your employees. Your details and the company come first; the applicants are uploaded next.',
  continueToApplicants: 'Continue to Applicants',
  saveFailure: 'The bulk application could not be saved. Please try again.',
  loadFailure: 'The bulk application could not be loaded.',
  submittedNotice:
    'This bulk application has been submitted; its applicants can no longer be changed.',
  requirementsUploadTitle: 'Requirements Upload',
} as const;
