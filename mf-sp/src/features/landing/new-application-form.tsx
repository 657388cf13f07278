import { Form } from '@qce/shared-kit/forms';
import { applicationTypesFor, foodIndustries } from '@qce/shared-kit/domain';
import { LandingSelectFields, NewApplicationSection } from '@qce/shared-kit/flows/track-landing';
import type { LandingLists } from '@qce/shared-kit/flows/track-landing';
import { landingSelection } from '@qce/shared-kit/flows/initial-details';
import type { LandingSelectValues } from '@qce/shared-kit/flows/initial-details';
import type { InitialDetails } from '../../lib/initial-details';

export const SP_LANDING_DRAFT_KEY = 'sp-landing-form';

/** The landing's schema (and yup) load when the form first validates, not with the track's first page. */
const loadSpLandingFormSchema = () =>
  import('@qce/shared-kit/validation').then((validation) => validation.spLandingFormSchema);

const empty: LandingSelectValues = {
  applicationTypeId: '',
  industryId: '',
  subIndustryId: '',
  businessLine: '',
};

/**
 * New-application form of the sanitary permit (intake §2 Landing, §3 Industry, §5 Landing form):
 * application type (applicable to SP), industry (food only), sub-industry (after industry, active
 * only), business line (after sub-industry), all required. No classification, no PESO.
 */
export function NewApplicationForm({
  industries,
  applicationTypes,
  onStart,
}: LandingLists & { onStart: (details: InitialDetails) => void }) {
  const spTypes = applicationTypesFor(applicationTypes, 'SP');
  const food = foodIndustries(industries);

  return (
    <NewApplicationSection>
      <Form<LandingSelectValues>
        aria-label="New sanitary permit application"
        schema={loadSpLandingFormSchema}
        initialValues={empty}
        persistKey={SP_LANDING_DRAFT_KEY}
        submitLabel="Apply"
        onSubmit={(values) => onStart(landingSelection(values, food, spTypes))}
      >
        {() => <LandingSelectFields applicationTypes={spTypes} industries={food} />}
      </Form>
    </NewApplicationSection>
  );
}
