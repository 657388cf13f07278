export { StepNavigation, auditLogSteps, auditStepState } from './step-navigation';
export type { FrameStep, StepNavigationProps } from './step-navigation';
