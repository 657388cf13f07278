/**
 * @qce/shared-kit/flows/step-frame: the one frame of every track's step pages (heading, step tracker,
 * application details with Update Details and Cancel Application, loader, retry panel), configured once
 * per track with `createStepFrame`; the documents' error boundary of step pages. See README.md.
 */
export { createStepFrame } from './step-frame';
export type {
  PageRecord,
  StepContext,
  StepFrameLayoutProps,
  StepFrameNavigate,
  StepFrameProps,
  StepFrameRecord,
  StepFrameTrack,
  SummaryRows,
} from './step-frame';
export { auditLogSteps } from '@qce/shared-kit/flows/step-navigation';
export type { FrameStep } from '@qce/shared-kit/flows/step-navigation';
export { DocumentErrorBoundary } from './document-error-boundary';
export type { DocumentErrorBoundaryProps } from './document-error-boundary';
