import { useState } from 'react';
import { useFormik } from 'formik';
import { MESSAGES } from '@qce/shared-kit/messages';
import { ConfirmationModal } from '@qce/shared-kit/ui';
import { ihcLandingFormSchema } from '@qce/shared-kit/validation';
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
import { readDraft, writeDraft } from '../../lib/session-draft';
import styles from './landing.module.css';

interface LandingValues {
  classification: FormClassification;
  applicationTypeId: string;
  industryId: string;
  subIndustryId: string;
  businessLine: string;
  isPESO: boolean;
}

const DRAFT_KEY = 'landing-form';
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
 * sub-industry), all required; PESO checkbox with its confirm, disabled for bulk.
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
  const [pesoConfirmOpen, setPesoConfirmOpen] = useState(false);
  const ihcTypes = applicationTypes.filter((t) => t.applicableToIHC);
  const formik = useFormik<LandingValues>({
    initialValues: { ...empty, ...readDraft<LandingValues>(DRAFT_KEY) },
    validationSchema: ihcLandingFormSchema,
    onSubmit: (values) => {
      const industry = findIndustry(industries, values.industryId);
      const sub = findSubIndustry(industry, values.subIndustryId);
      const type = ihcTypes.find((t) => String(t.applicationTypeId) === values.applicationTypeId);
      onStart({
        classification: values.classification,
        applicationTypeId: Number(values.applicationTypeId),
        type: type?.value,
        industryId: Number(values.industryId),
        industry: industry?.industryName,
        subIndustryId: Number(values.subIndustryId),
        subIndustry: subIndustryLabel(sub),
        businessLine: values.businessLine,
        isPESO: values.classification === 'BULK' ? false : values.isPESO,
      });
    },
  });
  const { values, errors, touched } = formik;
  const setValues = (patch: Partial<LandingValues>) => {
    const next = { ...values, ...patch };
    void formik.setValues(next);
    writeDraft(DRAFT_KEY, next);
  };

  const industry = findIndustry(industries, values.industryId);
  const subIndustries = activeSubIndustries(industry);
  const sub = findSubIndustry(industry, values.subIndustryId);
  const businessLines = businessLinesOf(sub).map(businessLineLabel).filter(Boolean);
  const isBulk = values.classification === 'BULK';

  const errorOf = (field: keyof LandingValues) =>
    touched[field] && errors[field] ? (
      <span id={`landing-${field}-error`} className="qce-color-danger" role="alert">
        {errors[field]}
      </span>
    ) : null;
  const describedBy = (field: keyof LandingValues) =>
    touched[field] && errors[field] ? `landing-${field}-error` : undefined;

  return (
    <section className="qce-panel" aria-labelledby="new-application-title">
      <h2 id="new-application-title">New Application</h2>
      <form className={styles.form} onSubmit={formik.handleSubmit} noValidate>
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
                  setValues({
                    classification: value,
                    ...(value === 'BULK' ? { isPESO: false } : {}),
                  })
                }
              />{' '}
              {value === 'INDIVIDUAL' ? L.individual : L.bulk}
            </label>
          ))}
        </fieldset>

        <div className="qce-field">
          <label htmlFor="landing-applicationTypeId">
            {L.applicationType} <span aria-hidden="true">*</span>
          </label>
          <select
            id="landing-applicationTypeId"
            name="applicationTypeId"
            required
            aria-invalid={Boolean(touched.applicationTypeId && errors.applicationTypeId)}
            aria-describedby={describedBy('applicationTypeId')}
            value={values.applicationTypeId}
            onBlur={formik.handleBlur}
            onChange={(e) => setValues({ applicationTypeId: e.target.value })}
          >
            <option value="">Select</option>
            {ihcTypes.map((t) => (
              <option key={t.applicationTypeId} value={String(t.applicationTypeId)}>
                {t.value}
              </option>
            ))}
          </select>
          {errorOf('applicationTypeId')}
        </div>

        <div className="qce-field">
          <label htmlFor="landing-industryId">
            {L.industry} <span aria-hidden="true">*</span>
          </label>
          <select
            id="landing-industryId"
            name="industryId"
            required
            aria-invalid={Boolean(touched.industryId && errors.industryId)}
            aria-describedby={describedBy('industryId')}
            value={values.industryId}
            onBlur={formik.handleBlur}
            onChange={(e) =>
              setValues({ industryId: e.target.value, subIndustryId: '', businessLine: '' })
            }
          >
            <option value="">Select</option>
            {industries.map((i) => (
              <option key={i.industryId} value={String(i.industryId)}>
                {i.industryName}
              </option>
            ))}
          </select>
          {errorOf('industryId')}
        </div>

        <div className="qce-field">
          <label htmlFor="landing-subIndustryId">
            {L.subIndustry} <span aria-hidden="true">*</span>
          </label>
          <select
            id="landing-subIndustryId"
            name="subIndustryId"
            required
            disabled={!industry}
            aria-invalid={Boolean(touched.subIndustryId && errors.subIndustryId)}
            aria-describedby={describedBy('subIndustryId')}
            value={values.subIndustryId}
            onBlur={formik.handleBlur}
            onChange={(e) => setValues({ subIndustryId: e.target.value, businessLine: '' })}
          >
            <option value="">Select</option>
            {subIndustries.map((s) => (
              <option key={String(s.subIndustryId)} value={String(s.subIndustryId)}>
                {subIndustryLabel(s)}
              </option>
            ))}
          </select>
          {errorOf('subIndustryId')}
        </div>

        <div className="qce-field">
          <label htmlFor="landing-businessLine">
            {L.businessLine} <span aria-hidden="true">*</span>
          </label>
          <select
            id="landing-businessLine"
            name="businessLine"
            required
            disabled={!sub}
            aria-invalid={Boolean(touched.businessLine && errors.businessLine)}
            aria-describedby={describedBy('businessLine')}
            value={values.businessLine}
            onBlur={formik.handleBlur}
            onChange={(e) => setValues({ businessLine: e.target.value })}
          >
            <option value="">Select</option>
            {businessLines.map((line) => (
              <option key={line} value={line}>
                {line}
              </option>
            ))}
          </select>
          {errorOf('businessLine')}
        </div>

        <label className="qce-check">
          <input
            type="checkbox"
            name="isPESO"
            checked={values.isPESO}
            disabled={isBulk}
            onChange={(e) => {
              if (e.target.checked) setPesoConfirmOpen(true);
              else setValues({ isPESO: false });
            }}
          />{' '}
          {L.pesoBeneficiary}
        </label>

        <div className="qce-actions">
          <button type="submit" className="qce-button qce-button--primary">
            Apply
          </button>
        </div>
      </form>

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
          setValues({ isPESO: true });
          setPesoConfirmOpen(false);
        }}
        onCancel={() => setPesoConfirmOpen(false)}
      />
    </section>
  );
}
