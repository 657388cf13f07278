import { useState } from 'react';
import { useFormikContext } from 'formik';
import { MESSAGES } from '@qce/shared-kit/messages';
import { ConfirmationModal } from '@qce/shared-kit/ui';
import { Form } from '@qce/shared-kit/forms';
import type { NormalizedValues } from '@qce/shared-kit/validation';
import type { ApplicationType, FormClassification, Industry } from '@qce/shared-kit/api';
import {
  LandingSelectFields,
  NewApplicationSection,
  landingWarningClass,
} from '@qce/shared-kit/flows/track-landing';
import type { LandingLists } from '@qce/shared-kit/flows/track-landing';
import { landingSelection } from '@qce/shared-kit/flows/initial-details';
import type { LandingSelectValues } from '@qce/shared-kit/flows/initial-details';
import type { InitialDetails } from '../../lib/initial-details';

/** The landing's schema (and yup) load when the form first validates, not with the track's first page. */
const loadIhcLandingFormSchema = () =>
  import('@qce/shared-kit/validation').then((validation) => validation.ihcLandingFormSchema);

interface LandingValues extends LandingSelectValues {
  classification: FormClassification;
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
}: LandingLists & { onStart: (details: InitialDetails) => void }) {
  const ihcTypes = applicationTypes.filter((t) => t.applicableToIHC);
  const start = (values: NormalizedValues<LandingValues>) => {
    const classification = values.classification ?? 'INDIVIDUAL';
    onStart({
      classification,
      ...landingSelection(values, industries, ihcTypes),
      isPESO: classification === 'BULK' ? false : values.isPESO === true,
    });
  };

  return (
    <NewApplicationSection>
      <Form<LandingValues>
        schema={loadIhcLandingFormSchema}
        initialValues={empty}
        persistKey="ihc-landing"
        onSubmit={start}
        submitLabel="Apply"
        aria-label="New Application"
      >
        {() => <LandingFields industries={industries} ihcTypes={ihcTypes} />}
      </Form>
    </NewApplicationSection>
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
  const isBulk = values.classification === 'BULK';

  return (
    <>
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
      <LandingSelectFields applicationTypes={ihcTypes} industries={industries} />
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
            <p className={landingWarningClass}>{L.pesoWarning}</p>
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
    </>
  );
}
