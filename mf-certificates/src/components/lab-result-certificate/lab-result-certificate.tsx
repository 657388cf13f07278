import {
  formatLongDate,
  laboratoryValidationLink,
  labValidity,
  microbiologyStandard,
} from '@qce/shared-kit/domain';
import type { LabFormData } from '@qce/shared-kit/api';
import { MESSAGES } from '@qce/shared-kit/messages';
import type { LabResultCertificateProps } from '@qce/shared-kit/remote';
import { LABELS } from '../../config/labels';
import { text } from '../../lib/format';
import { validationOrigin } from '../../lib/validation-origin';
import { DocumentPage, DocumentSheet } from '../document-sheet/document-sheet';
import { FieldList } from '../field-list/field-list';
import type { Field } from '../field-list/field-list';
import { QrLink } from '../qr-link/qr-link';
import { SignatureBlock, SignatureRow } from '../signature-block/signature-block';
import { ValidityBadge } from '../validity-badge/validity-badge';
import { labKind } from './lab-kind';
import type { LabKind } from './lab-kind';
import styles from './lab-result-certificate.module.css';

type FieldKey = keyof LabFormData & keyof typeof LABELS.fields;

const DATE_FIELDS: ReadonlySet<FieldKey> = new Set([
  'dateCollected',
  'dateReceived',
  'dateExamined',
  'dateReported',
]);

/** Every common lab formData field (payment §3), in print order. */
const COMMON_FIELDS: readonly FieldKey[] = [
  'name',
  'age',
  'gender',
  'labNo',
  'officialReceiptNumber',
  'establishmentName',
  'owner',
  'address',
  'contactNumber',
  'location',
  'collectedBy',
  'dateCollected',
  'dateReceived',
  'dateExamined',
  'dateReported',
];

/** Contact details a verifier does not need (issue 7: public pages leave them out). */
const PRIVATE_FIELDS: ReadonlySet<FieldKey> = new Set(['address', 'contactNumber']);

const STOOL_FIELDS: readonly FieldKey[] = [
  'color',
  'consistency',
  'pusCells',
  'redCells',
  'cryst',
  'trophoziote',
  'ovaParasite',
  'bacteria',
];
const SPUTUM_FIELDS: readonly FieldKey[] = ['sputumAFB'];
const VD_FIELDS: readonly FieldKey[] = [
  'gramVaginal',
  'gramPenile',
  'gramThroat',
  'gramRectal',
  'wetMount',
  'koh',
  'vdRemarks',
];

const MICROBIOLOGY = [
  {
    label: LABELS.lab.totalColiform,
    method: 'totalColiformMethod',
    result: 'totalColiformResult',
    remarks: 'totalColiformRemarks',
  },
  {
    label: LABELS.lab.thermoColiform,
    method: 'thermoColiformMethod',
    result: 'thermoColiformResult',
    remarks: 'thermoColiformRemarks',
  },
  {
    label: LABELS.lab.heteroPlate,
    method: 'heteroPlateMethod',
    result: 'heteroPlateResult',
    remarks: 'heteroPlateRemarks',
  },
] as const satisfies readonly {
  label: string;
  method: keyof LabFormData;
  result: keyof LabFormData;
  remarks: keyof LabFormData;
}[];

const TITLES: Record<LabKind, string> = {
  stool: LABELS.lab.stool,
  sputum: LABELS.lab.sputum,
  vd: LABELS.lab.vd,
  water: LABELS.lab.water,
};

const fieldsOf = (formData: LabFormData, keys: readonly FieldKey[]): Field[] =>
  keys.map((key) => ({
    label: LABELS.fields[key],
    value: DATE_FIELDS.has(key)
      ? formatLongDate(formData[key]) || text(formData[key])
      : text(formData[key]),
  }));

function ResultTable({ formData, keys }: { formData: LabFormData; keys: readonly FieldKey[] }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{LABELS.lab.parameter}</th>
            <th scope="col">{LABELS.lab.result}</th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <tr key={key}>
              <th scope="row">{LABELS.fields[key]}</th>
              <td>{text(formData[key])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MicrobiologyTable({ formData }: { formData: LabFormData }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{LABELS.lab.parameter}</th>
            <th scope="col">{LABELS.lab.method}</th>
            <th scope="col">{LABELS.lab.result}</th>
            <th scope="col">{LABELS.lab.unit}</th>
            <th scope="col">{LABELS.lab.standard}</th>
            <th scope="col">{LABELS.lab.remarks}</th>
          </tr>
        </thead>
        <tbody>
          {MICROBIOLOGY.map((row) => {
            const method = formData[row.method];
            const standard = microbiologyStandard(method);
            return (
              <tr key={row.method}>
                <th scope="row">{row.label}</th>
                <td>{text(method)}</td>
                <td>{text(formData[row.result])}</td>
                <td>{standard?.unit ?? ''}</td>
                <td>{standard?.standard ?? ''}</td>
                <td>{text(formData[row.remarks])}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Sputum/CXR and stool print their sample result fixed as NEGATIVE (payment §5). */
function FixedNegative() {
  return (
    <p className={styles.sampleResult}>
      {LABELS.lab.sampleResult}: <strong>{MESSAGES.certificates.negative}</strong>
    </p>
  );
}

/**
 * Lab result certificate for stool, sputum, VD and microbiological water analysis (payment §2 Certificates,
 * §3 Lab formData, §5, §9) with the submitter, certifier and approver signatures.
 */
export function LabResultCertificate({
  record,
  labType,
  audience = 'owner',
  printable = true,
  today,
  portalOrigin,
}: LabResultCertificateProps) {
  const kind = labKind(record.name);
  const formData = record.formData ?? {};
  const common = COMMON_FIELDS.filter((key) => audience === 'owner' || !PRIVATE_FIELDS.has(key));
  const validity = labValidity(
    { status: record.status, approvedDate: record.approvedBy?.logDate },
    today ?? new Date(),
  );
  const title = kind ? TITLES[kind] : `${LABELS.lab.title}: ${record.name}`;
  const link = laboratoryValidationLink(
    validationOrigin(portalOrigin),
    record.laboratoryId,
    labType,
    record.name,
  );

  return (
    <DocumentPage printable={printable}>
      <DocumentSheet title={title}>
        <FieldList fields={fieldsOf(formData, common)} />

        <section className={styles.section} aria-labelledby={`lab-results-${record.laboratoryId}`}>
          <h3 id={`lab-results-${record.laboratoryId}`}>{LABELS.lab.result}</h3>
          {kind === 'stool' ? (
            <>
              <ResultTable formData={formData} keys={STOOL_FIELDS} />
              <FixedNegative />
            </>
          ) : null}
          {kind === 'sputum' ? (
            <>
              <ResultTable formData={formData} keys={SPUTUM_FIELDS} />
              <FixedNegative />
            </>
          ) : null}
          {kind === 'vd' ? <ResultTable formData={formData} keys={VD_FIELDS} /> : null}
          {kind === 'water' ? <MicrobiologyTable formData={formData} /> : null}
        </section>

        {formData.addFindings ? (
          <section className={styles.section}>
            <h3>{LABELS.fields.addFindings}</h3>
            <p>{formData.addFindings}</p>
          </section>
        ) : null}

        <SignatureRow>
          <SignatureBlock
            role={LABELS.lab.submittedBy}
            step="Submitted"
            signatory={record.submittedBy}
          />
          <SignatureBlock
            role={LABELS.lab.certifiedBy}
            step="Certified"
            signatory={record.certifiedBy}
          />
          <SignatureBlock
            role={LABELS.lab.approvedBy}
            step="Approved"
            signatory={record.approvedBy}
          />
        </SignatureRow>

        <div className={styles.footer}>
          {validity.counts ? (
            <ValidityBadge status={validity.status} until={validity.validUntil} />
          ) : (
            <p>
              <strong>{LABELS.lab.title}:</strong> {text(record.status)} ({LABELS.notApproved})
            </p>
          )}
          <QrLink value={link} caption={LABELS.digitalHealthCertificate.labQr} />
        </div>
      </DocumentSheet>
    </DocumentPage>
  );
}
