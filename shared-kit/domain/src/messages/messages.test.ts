import { MESSAGES } from './messages';

/** Every quoted string of messages.md (the spec's list of 64), verbatim. */
const QUOTED: readonly string[] = [
  'No existing history',
  'Congratulations',
  'Sorry, try again',
  'Sorry. try again after 30 mins.',
  'pending specimen',
  'already rejected/cancelled',
  'ON HOLD',
  'Occupational Permit Number not valid/existing',
  "Total Number of Employess doesn't match the total employees with and without Health Certificate",
  'Not enough employees with Health Certificate',
  'No change detected',
  'Applicant Details Updated.',
  'Failed updating, try again in a while.',
  "Are you sure that you're a PESO beneficiary?",
  'Please upload a CSV file',
  'File type not accepted',
  'File not uploaded. Issue encountered during uploading. Please try again.',
  'No applicants have been uploaded yet.',
  'Acknowledgement was not accepted.',
  'Incomplete applications detected. Please check below to see what these applications are.',
  'No employees were uploaded yet.',
  "Uploaded employees doesn't match against employees with health certificates submitted.",
  'All health certificates are not uploaded yet. Please revisit the uploads',
  "After submission, you won't be able to further update the details you provided.",
  'Requirements Submitted.',
  'Internal Issue. Please try again later.',
  'File upload success. Please SUBMIT the application after addressing all the required updates.',
  'No Refund Policy',
  'Encountered issues while saving upload file details. Please try again in a while or ask for support.',
  'Encountered issue while uploading the file. Please try again in a while.',
  'We found that you still have an ongoing application under the name you are trying to register.',
  'Please complete ongoing applications before starting a new one.',
  'No exam was retrieved. Please try again in a while',
  'Application already rejected',
  'The application you are trying to access, has already been rejected, kindly initiate a new application instead.',
  'All applications under this bulk has been rejected.',
  'Reason for rejection is available on individual accounts.',
  'The bulk application you are trying to access has been cancelled manually.',
  'Please create a new bulk application instead.',
  'Error Encountered. Please contact support.',
  'Something went wrong. Please try again later',
  'Encountered an unexpected error, please try again later.',
  'Cannot display the image right now.',
  'No records found',
  'Having trouble? Click here to open new tab',
  'Payment validated.',
  'approved',
  'Apologies. Permit details are not complete yet, please check back on a later time, refresh the page or contact the administrator.',
  'Philippines',
  'Medical Doctor',
  'Pathologist',
  'Approver',
  'Medical Technologist',
  'Microscopist',
  'Lab Analyst',
  'Official receipt number already used in another application.',
  'Something went wrong. Please try again later.',
  'Please check if you entered the correct OR number and try again.',
  'This is not an expected outcome, data might be invalid or tampered with.',
  'No Records Found',
  'No Applicant Data Found.',
];

function collect(node: unknown, into: string[]): string[] {
  if (typeof node === 'string') into.push(node);
  else if (node && typeof node === 'object') Object.values(node).forEach((v) => collect(v, into));
  return into;
}

describe('MESSAGES (messages.md: every quoted string of both specs)', () => {
  const all = new Set(collect(MESSAGES, []));

  it.each(QUOTED)('holds %j verbatim', (text) => {
    expect(all.has(text)).toBe(true);
  });

  it('builds the parameterised ones (intake §5 Validation rules)', () => {
    expect(MESSAGES.upload.fileTypeNotAccepted(['png', 'jpeg', 'jpg', 'pdf'])).toBe(
      'File type not accepted. Accepted File Types are: png, jpeg, jpg, pdf',
    );
    expect(MESSAGES.bulk.fileNotUploadedIncomplete(3)).toBe(
      'File not uploaded. Found 3 records with incomplete details. Please check them below',
    );
    expect(MESSAGES.validation.fieldRequired('First Name')).toBe(
      'First Name is required. Value should not be empty.',
    );
  });

  it('holds the unquoted strings the specs name (intake §2, payment §2)', () => {
    for (const text of [
      'Payment validated.',
      'Requirements Submitted.',
      'Ongoing Application Detected',
      'Requirements List',
      'Printing Notice',
      'Proceed?',
      'Representative Form',
      'No Refund Policy',
      'Training In Progress',
      'Completed',
      'Show Seminar Certificate',
      'Test your knowledge',
      'Go to Issuing',
      'Stay on page',
      'Check application history',
      'View Per Applicant Amounts',
      'Print list of applicants',
      'Upload Proof of Payment',
      'Having trouble? Click here to open new tab',
    ]) {
      expect(all.has(text)).toBe(true);
    }
  });
});
