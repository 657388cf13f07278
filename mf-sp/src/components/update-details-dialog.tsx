import { UpdateDetailsDialog as KitUpdateDetailsDialog } from '@qce/shared-kit/flows/application-details';
import type { UpdateDetailsDialogProps } from '@qce/shared-kit/flows/application-details';
import type { InitialDetails } from '../lib/initial-details';

/**
 * Update Details of the sanitary permit (intake §2, §5 Changing initial details): the kit's dialog
 * with the SP lists (food industries, SP application types).
 */
export function UpdateDetailsDialog(
  props: Omit<UpdateDetailsDialogProps<InitialDetails>, 'track'>,
) {
  return <KitUpdateDetailsDialog {...props} track="SP" />;
}
