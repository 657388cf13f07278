/** Page copy of certificate issuing and the digital certificate page (wording ours). */
export const ISSUING_COPY = {
  title: 'Certificate Issuing',
  digitalTitle: 'Digital Health Certificate',
  issued: 'Your health certificate has been issued.',
  waiting:
    'Your health certificate will be issued once the department head approves your application.',
  certificateNumber: 'Certificate Number',
  issuanceDate: 'Issuance Date',
  expirationDate: 'Valid Until',
  pickUpDate: 'Pick-up Date',
  viewDigital: 'View Digital Health Certificate',
  toHeadApproval: 'Go to Head Approval',
  toIssuing: 'Back to Certificate Issuing',
  documentLoading: 'Loading the digital health certificate',
  documentUnavailable:
    'The digital health certificate cannot be shown right now. Please try again in a while.',
} as const;
