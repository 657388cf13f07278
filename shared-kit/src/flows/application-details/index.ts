/**
 * @qce/shared-kit/flows/application-details: the application details header of a track's step pages
 * (summary, Update Details, Cancel Application; intake §2, §4, §5 Changing initial details) and the
 * Update Details dialog alone. The track passes its summary rows, its rule page and callbacks.
 */
export { ApplicationDetailsHeader } from './application-details-header';
export type { ApplicationDetailsHeaderProps } from './application-details-header';
export { UpdateDetailsDialog } from './update-details-dialog';
export type { UpdateDetailsDialogProps } from './update-details-dialog';
