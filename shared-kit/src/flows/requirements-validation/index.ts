/** @qce/shared-kit/flows/requirements-validation: the Requirements Validation status of a track (intake §2, §4). */
export {
  RequirementsValidationStatus,
  RequirementsValidationStep,
} from './requirements-validation-status';
export type { RequirementsValidationStatusProps } from './requirements-validation-status';
