import { useEffect, useRef, useState } from 'react';
import { useFormikContext } from 'formik';
import { MESSAGES } from '@qce/shared-kit/messages';
import { ConfirmationModal } from '@qce/shared-kit/ui';
import { Form, SelectField } from '@qce/shared-kit/forms';
import { ihcLandingFormSchema } from '@qce/shared-kit/validation';
import type { NormalizedValues } from '@qce/shared-kit/validation';
import {
  activeSubIndustries,
  businessLineLabel,
  businessLinesOf,
  findIndustry,
  findSubIndustry,
  subIndustryLabel,
} from '@qce/shared-kit/domain';
import type { ApplicationType, FormClassification, Industry } from '@qce/shared-kit/api';
import type { InitialDetails } from '../../lib/initial-details';
import styles from './landing.module.css';

interface LandingValues {
  classification: FormClassification;
  applicationTypeId: string;
  industryId: string;
  subIndustryId: string;
  businessLine: string;
  isPESO: boolean;
}

const L = MESSAGES.landing;

const empty: LandingValues = {
  classification: 'INDIVIDUAL',
  applicationTypeId: '',
  industryId: '',
  subIndustryId: '',
  businessLine: '',
  isPESO: false,
};

/**
 * New-application form (intake §2 Landing, §5 Landing form): classification, application type
 * (applicable to IHC), industry, sub-industry (after industry, active only), business line (after
 * sub-industry), all required; PESO checkbox with its confirm, disabled for bulk. What is chosen
 * survives a reload (kit Form draft).
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
  const ihcTypes = applicationTypes.filter((t) => t.applicableToIHC);
  const start = (values: NormalizedValues<LandingValues>) => {
    const industry = findIndustry(industries, values.industryId);
    const sub = findSubIndustry(industry, values.subIndustryId);
    const type = ihcTypes.find((t) => String(t.applicationTypeId) === values.applicationTypeId);
    const classification = values.classification ?? 'INDIVIDUAL';
    onStart({
      classification,
      applicationTypeId: Number(values.applicationTypeId),
      type: type?.value,
      industryId: Number(values.industryId),
      industry: industry?.industryName,
      subIndustryId: Number(values.subIndustryId),
      subIndustry: subIndustryLabel(sub),
      businessLine: values.businessLine,
      isPESO: classification === 'BULK' ? false : values.isPESO === true,
    });
  };

  return (
    <section className="qce-panel" aria-labelledby="new-application-title">
      <h2 id="new-application-title">New Application</h2>
      <Form<LandingValues>
        schema={ihcLandingFormSchema}
        initialValues={empty}
        persistKey="ihc-landing"
        onSubmit={start}
        submitLabel="Apply"
        aria-label="New Application"
      >
        {() => <LandingFields industries={industries} ihcTypes={ihcTypes} />}
      </Form>
    </section>
  );
}

function LandingFields({
  industries,
  ihcTypes,
}: {
  industries: Industry[];
  ihcTypes: ApplicationType[];
}) {
  const { values, setValues } = useFormikContext<LandingValues>();
  const [pesoConfirmOpen, setPesoConfirmOpen] = useState(false);
  const patch = (next: Partial<LandingValues>) => void setValues({ ...values, ...next });
  const industry = findIndustry(industries, values.industryId);
  const sub = findSubIndustry(industry, values.subIndustryId);
  const isBulk = values.classification === 'BULK';

  return (
    <div className={styles.form}>
      <fieldset>
        <legend>
          {L.classification} <span aria-hidden="true">*</span>
        </legend>
        {(['INDIVIDUAL', 'BULK'] as const).map((value) => (
          <label key={value} className="qce-check">
            <input
              type="radio"
              name="classification"
              value={value}
              checked={values.classification === value}
              onChange={() =>
                patch({ classification: value, ...(value === 'BULK' ? { isPESO: false } : {}) })
              }
            />{' '}
            {value === 'INDIVIDUAL' ? L.individual : L.bulk}
          </label>
        ))}
      </fieldset>
      <SelectField
        name="applicationTypeId"
        label={L.applicationType}
        required
        placeholder="Select"
        options={ihcTypes.map((t) => ({ value: String(t.applicationTypeId), label: t.value }))}
      />
      <IndustryReset />
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
        options={activeSubIndustries(industry).map((s) => ({
          value: String(s.subIndustryId),
          label: subIndustryLabel(s),
        }))}
      />
      <SelectField
        name="businessLine"
        label={L.businessLine}
        required
        disabled={!sub}
        placeholder="Select"
        options={businessLinesOf(sub)
          .map(businessLineLabel)
          .filter(Boolean)
          .map((line) => ({ value: line, label: line }))}
      />
      <label className="qce-check">
        <input
          type="checkbox"
          name="isPESO"
          checked={values.isPESO}
          disabled={isBulk}
          onChange={(e) => {
            if (e.target.checked) setPesoConfirmOpen(true);
            else patch({ isPESO: false });
          }}
        />{' '}
        {L.pesoBeneficiary}
      </label>
      <ConfirmationModal
        open={pesoConfirmOpen}
        title={L.pesoBeneficiary}
        message={
          <>
            <p>{L.pesoConfirm}</p>
            <p className={styles.warning}>{L.pesoWarning}</p>
          </>
        }
        confirmLabel="Yes"
        cancelLabel="No"
        onConfirm={() => {
          patch({ isPESO: true });
          setPesoConfirmOpen(false);
        }}
        onCancel={() => setPesoConfirmOpen(false)}
      />
    </div>
  );
}

/** Sub-industry follows industry and business line follows sub-industry: a stale choice is cleared. */
function IndustryReset() {
  const { values, setFieldValue } = useFormikContext<LandingValues>();
  const previous = useRef({ industryId: values.industryId, subIndustryId: values.subIndustryId });
  useEffect(() => {
    const before = previous.current;
    previous.current = { industryId: values.industryId, subIndustryId: values.subIndustryId };
    if (before.industryId !== values.industryId) {
      void setFieldValue('subIndustryId', '');
      void setFieldValue('businessLine', '');
    } else if (before.subIndustryId !== values.subIndustryId) {
      void setFieldValue('businessLine', '');
    }
  }, [values.industryId, values.subIndustryId, setFieldValue]);
  return null;
}
