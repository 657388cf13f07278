export { StepNavigation, auditStepState } from './step-navigation';
export type { StepNavigationProps } from './step-navigation';
