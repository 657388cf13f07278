import { useEffect } from 'react';
import { useFormikContext } from 'formik';
import { MESSAGES } from '@qce/shared-kit/messages';
import { Form, SelectField } from '@qce/shared-kit/forms';
import { spLandingFormSchema } from '@qce/shared-kit/validation';
import {
  activeSubIndustries,
  applicationTypesFor,
  businessLineLabel,
  businessLinesOf,
  findIndustry,
  findSubIndustry,
  foodIndustries,
  landingFieldState,
  subIndustryLabel,
} from '@qce/shared-kit/domain';
import type { ApplicationType, Industry } from '@qce/shared-kit/api';
import type { InitialDetails } from '../../lib/initial-details';
import styles from './landing.module.css';

interface LandingValues {
  applicationTypeId: string;
  industryId: string;
  subIndustryId: string;
  businessLine: string;
}

const L = MESSAGES.landing;
export const SP_LANDING_DRAFT_KEY = 'sp-landing-form';

const empty: LandingValues = {
  applicationTypeId: '',
  industryId: '',
  subIndustryId: '',
  businessLine: '',
};

/** Clears a dependent choice that is no longer offered (industry -> sub-industry -> business line). */
function ResetDependents({ industries }: { industries: Industry[] }) {
  const { values, setFieldValue } = useFormikContext<LandingValues>();
  const industry = findIndustry(industries, values.industryId);
  const subs = activeSubIndustries(industry);
  const sub = findSubIndustry(industry, values.subIndustryId);
  const lines = businessLinesOf(sub).map(businessLineLabel);
  useEffect(() => {
    if (values.subIndustryId && !subs.some((s) => String(s.subIndustryId) === values.subIndustryId)) {
      void setFieldValue('subIndustryId', '');
    }
    if (values.businessLine && !lines.includes(values.businessLine)) {
      void setFieldValue('businessLine', '');
    }
  }, [values.subIndustryId, values.businessLine, subs, lines, setFieldValue]);
  return null;
}

/**
 * New-application form of the sanitary permit (intake §2 Landing, §3 Industry, §5 Landing form):
 * application type (applicable to SP), industry (food only), sub-industry (after industry, active
 * only), business line (after sub-industry), all required. No classification, no PESO.
 */
export function NewApplicationForm({
  industries,
  applicationTypes,
  onStart,
}: {
  industries: Industry[];
  applicationTypes: ApplicationType[];
  onStart: (details: InitialDetails) => void;
}) {
  const spTypes = applicationTypesFor(applicationTypes, 'SP');
  const food = foodIndustries(industries);

  return (
    <section className="qce-panel" aria-labelledby="new-application-title">
      <h2 id="new-application-title">New Application</h2>
      <div className={styles.form}>
        <Form<LandingValues>
          aria-label="New sanitary permit application"
          schema={spLandingFormSchema}
          initialValues={empty}
          persistKey={SP_LANDING_DRAFT_KEY}
          submitLabel="Apply"
          onSubmit={(values) => {
            const industry = findIndustry(food, values.industryId);
            const sub = findSubIndustry(industry, values.subIndustryId);
            const type = spTypes.find((t) => String(t.applicationTypeId) === values.applicationTypeId);
            onStart({
              applicationTypeId: Number(values.applicationTypeId),
              ...(type ? { type: type.value } : {}),
              industryId: Number(values.industryId),
              ...(industry ? { industry: industry.industryName } : {}),
              subIndustryId: Number(values.subIndustryId),
              subIndustry: subIndustryLabel(sub),
              ...(values.businessLine ? { businessLine: values.businessLine } : {}),
            });
          }}
        >
          {({ values }) => {
            const state = landingFieldState({
              isHealthCard: false,
              industryId: values.industryId,
              subIndustryId: values.subIndustryId,
            });
            const industry = findIndustry(food, values.industryId);
            const sub = findSubIndustry(industry, values.subIndustryId);
            return (
              <>
                <ResetDependents industries={food} />
                <SelectField
                  name="applicationTypeId"
                  label={L.applicationType}
                  required
                  placeholder="Select"
                  options={spTypes.map((t) => ({ value: String(t.applicationTypeId), label: t.value }))}
                />
                <SelectField
                  name="industryId"
                  label={L.industry}
                  required
                  placeholder="Select"
                  options={food.map((i) => ({ value: String(i.industryId), label: i.industryName }))}
                />
                <SelectField
                  name="subIndustryId"
                  label={L.subIndustry}
                  required
                  disabled={!state.subIndustryEnabled}
                  placeholder="Select"
                  options={activeSubIndustries(industry).map((s) => ({
                    value: String(s.subIndustryId),
                    label: subIndustryLabel(s),
                  }))}
                />
                <SelectField
                  name="businessLine"
                  label={L.businessLine}
                  required
                  disabled={!state.businessLineEnabled}
                  placeholder="Select"
                  options={businessLinesOf(sub)
                    .map(businessLineLabel)
                    .filter(Boolean)
                    .map((line) => ({ value: line, label: line }))}
                />
              </>
            );
          }}
        </Form>
      </div>
    </section>
  );
}
