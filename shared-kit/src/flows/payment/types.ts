/** Shapes shared by the payment flow pages. */

/** The application's class as the tracks know it (intake §3 Classes: Individual, Bulk, Bulk-Individual). */
export type PaymentClassification = 'individual' | 'bulk' | 'bulk-part';

/** The product whose order of payment this is; also the print-temp path segment (payment §2). */
export type PaymentAppType = 'IHC' | 'SP' | 'SHL' | 'WAL';

/** The signed-in applicant: `id` is the user id, `username` the e-mail the portal signs in with. */
export interface PaymentUser {
  id: string;
  username: string;
}
