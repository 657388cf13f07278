export { StepNavigation } from './step-navigation';
export type { StepNavigationProps } from './step-navigation';
