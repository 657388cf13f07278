/** @qce/shared-kit/flows/privacy-policy: the Data Privacy Policy dialog and the terms checkbox that links to it (intake §2). */
export { PrivacyPolicyDialog } from './privacy-policy-dialog';
export { TermsField } from './terms-field';
