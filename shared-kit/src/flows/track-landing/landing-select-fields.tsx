import { useEffect } from 'react';
import { useFormikContext } from 'formik';
import { MESSAGES } from '@qce/shared-kit/messages';
import { SelectField } from '@qce/shared-kit/forms';
import {
  activeSubIndustries,
  businessLineLabel,
  businessLinesOf,
  findIndustry,
  findSubIndustry,
  subIndustryLabel,
} from '@qce/shared-kit/domain';
import type { ApplicationType, Industry } from '@qce/shared-kit/api';
import type { LandingSelectValues } from '@qce/shared-kit/flows/initial-details';

const L = MESSAGES.landing;

/**
 * The landing's four required selects (intake §2 Landing, §5 Landing form), inside the kit `Form`:
 * application type, industry, sub-industry (after an industry, active ones only) and business line
 * (after a sub-industry). A dependent choice no longer offered is cleared. The track passes the
 * types and industries it offers.
 */
export function LandingSelectFields({
  applicationTypes,
  industries,
}: {
  applicationTypes: readonly ApplicationType[];
  industries: readonly Industry[];
}) {
  const { values, setFieldValue } = useFormikContext<LandingSelectValues>();
  const industry = findIndustry(industries, values.industryId);
  const subs = activeSubIndustries(industry);
  const sub = findSubIndustry(industry, values.subIndustryId);
  const lines = businessLinesOf(sub).map(businessLineLabel).filter(Boolean);
  const subKey = subs.map((s) => s.subIndustryId).join(',');
  const lineKey = lines.join('\n');

  useEffect(() => {
    const offered = subKey.split(',');
    if (values.subIndustryId && !offered.includes(values.subIndustryId)) {
      void setFieldValue('subIndustryId', '');
    }
    if (values.businessLine && !lineKey.split('\n').includes(values.businessLine)) {
      void setFieldValue('businessLine', '');
    }
  }, [values.subIndustryId, values.businessLine, subKey, lineKey, setFieldValue]);

  return (
    <>
      <SelectField
        name="applicationTypeId"
        label={L.applicationType}
        required
        placeholder="Select"
        options={applicationTypes.map((t) => ({
          value: String(t.applicationTypeId),
          label: t.value,
        }))}
      />
      <SelectField
        name="industryId"
        label={L.industry}
        required
        placeholder="Select"
        options={industries.map((i) => ({ value: String(i.industryId), label: i.industryName }))}
      />
      <SelectField
        name="subIndustryId"
        label={L.subIndustry}
        required
        disabled={!industry}
        placeholder="Select"
        options={subs.map((s) => ({ value: String(s.subIndustryId), label: subIndustryLabel(s) }))}
      />
      <SelectField
        name="businessLine"
        label={L.businessLine}
        required
        disabled={!sub}
        placeholder="Select"
        options={lines.map((line) => ({ value: line, label: line }))}
      />
    </>
  );
}
