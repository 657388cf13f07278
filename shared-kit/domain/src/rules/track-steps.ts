import { TRANSACTION_TYPE } from './audit-log';

/**
 * The health card's flow steps, in order (intake §1: application form, requirements upload, their
 * validation, payment, HIV seminar and knowledge test, head approval; §4 Flow steps).
 */
export const IHC_STEPS = [
  TRANSACTION_TYPE.applicationForm,
  TRANSACTION_TYPE.uploadRequirements,
  TRANSACTION_TYPE.requirementsValidation,
  TRANSACTION_TYPE.paymentValidation,
  TRANSACTION_TYPE.hivSeminar,
  TRANSACTION_TYPE.headApproval,
] as const;

/** The sanitary permit's flow steps (intake §1: "the same shape without the seminar and test"). */
export const SP_STEPS = [
  TRANSACTION_TYPE.applicationForm,
  TRANSACTION_TYPE.uploadRequirements,
  TRANSACTION_TYPE.requirementsValidation,
  TRANSACTION_TYPE.paymentValidation,
  TRANSACTION_TYPE.headApproval,
] as const;
