import { initialDetailsDraft } from '../lib/initial-details';
import type { InitialDetails } from '../lib/initial-details';
import { signIn } from './render-app';

/** The initial details of an individual restaurant application, as the landing chooses them. */
export const NEW_RESTAURANT: InitialDetails = {
  classification: 'INDIVIDUAL',
  applicationTypeId: 1,
  type: 'New',
  industryId: 1,
  industry: 'Food Establishment',
  subIndustryId: 11,
  subIndustry: 'Restaurant',
  businessLine: 'Fast Food',
  isPESO: false,
};

/**
 * Signs a seeded applicant in (Juan on 'fresh' by default) with a new application's initial details
 * chosen on the landing (its draft), as the application form finds them before the first save.
 */
export function newApplication(
  options: { scenario?: string; userId?: number } = {},
  details: InitialDetails = NEW_RESTAURANT,
): void {
  signIn(options);
  initialDetailsDraft.write(details);
}
