import * as yup from 'yup';
import {
  RECEIPT_FILE_TYPES,
  isEmployeeCountExempt,
  spEmployeeCountErrors,
} from '@qce/domain/rules';
import { MESSAGES } from '@qce/domain/messages';
import {
  count,
  mustBeChecked,
  optionalText,
  requiredFile,
  requiredPastDate,
  requiredSelect,
  requiredText,
} from './fields';

/** Suffix options (intake §3 Enumerations); '' is the blank choice, sent as absent. */
export const SUFFIX_OPTIONS = [
  '',
  'Sr.',
  'Jr.',
  'II',
  'III',
  'IV',
  'V',
  'VI',
  'VII',
  'VIII',
  'IX',
] as const;
/** Civil status options (intake §3 Enumerations). */
export const CIVIL_STATUS_OPTIONS = [
  '',
  'Single',
  'Married',
  'Widowed',
  'Legally Separated',
] as const;
export const GENDER_OPTIONS = ['Male', 'Female', 'Not Specified'] as const;

/**
 * Health card personal info (intake §2 Application form, health card; §5 Personal info).
 * Required: firstName, lastName, email, birthDate (not after today), civilStatus, contactNumber,
 * occupation.
 */
export const personalInfoSchema = yup.object({
  firstName: requiredText('First Name', 'name'),
  middleName: optionalText('Middle Name', 'name'),
  lastName: requiredText('Last Name', 'name'),
  suffix: yup
    .string()
    .trim()
    .optional()
    .oneOf([...SUFFIX_OPTIONS, undefined], MESSAGES.validation.invalidFormat('Suffix')),
  gender: optionalText('Gender'),
  email: requiredText('Email', 'email'),
  birthDate: requiredPastDate('Birth Date'),
  civilStatus: requiredText('Civil Status').oneOf(
    CIVIL_STATUS_OPTIONS.filter((o) => o !== ''),
    MESSAGES.validation.invalidFormat('Civil Status'),
  ),
  contactNumber: requiredText('Contact Number', 'numbersOnly'),
  occupation: requiredText('Occupation'),
  nationality: optionalText('Nationality'),
  city: optionalText('City'),
  houseNo: optionalText('House No.'),
  street: optionalText('Street'),
  barangay: optionalText('Barangay'),
});

/** Company Info: company name required; address optional (intake §5). */
export const companyInfoSchema = yup.object({
  companyName: requiredText('Company Name'),
  companyAddress: optionalText('Company Address'),
});

/** Occupational Permit section: the number is optional; when given, letters, digits, hyphen, period. */
export const occupationalPermitSchema = yup.object({
  occupationalPermitNumber: optionalText('Occupational Permit Number', 'orNumber'),
});

/** The whole health card application form, terms checkbox included ('accept-terms', intake §3). */
export const healthCardApplicationSchema = personalInfoSchema
  .concat(companyInfoSchema)
  .concat(occupationalPermitSchema)
  .concat(yup.object({ 'accept-terms': mustBeChecked() }));

/**
 * Representative Form of a bulk health card application (intake §2 Application form: "for bulk,
 * Representative Form"; §3 Bulk application record): the representative's names and e-mail, the
 * company name (required) and address (optional), and the terms checkbox.
 */
export const bulkRepresentativeSchema = yup
  .object({
    firstName: requiredText('First Name', 'name'),
    middleName: optionalText('Middle Name', 'name'),
    lastName: requiredText('Last Name', 'name'),
    email: requiredText('Email', 'email'),
  })
  .concat(companyInfoSchema)
  .concat(yup.object({ 'accept-terms': mustBeChecked() }));

/** Context for the SP schema: the application type decides whether counts apply. */
export interface SpFormContext {
  applicationType?: string;
}

/**
 * Sanitary permit form (intake §2, §3, §5 Sanitary permit form). establishmentName, address,
 * ownerName, mayorPermitNo required (OUBPAS variant: barangay, city, district, street instead of
 * address). Counts at least 0 (negatives become 0); the two count errors, either blocks submission,
 * except for Amendment/Retirement of Business (type from the `type` field or the context).
 */
const SP_COUNT_LABELS = {
  employeeNum: 'Total Number of Employees',
  employeeNumWithHC: 'Employees with Health Certificate',
  employeeNumWithoutHC: 'Employees without Health Certificate',
} as const;

const spCommonFields = {
  establishmentName: requiredText('Establishment Name'),
  ownerName: requiredText('Owner Name'),
  mayorPermitNo: requiredText("Mayor's Permit No."),
  type: optionalText('Application Type'),
  employeeNum: count(SP_COUNT_LABELS.employeeNum),
  employeeNumWithHC: count(SP_COUNT_LABELS.employeeNumWithHC),
  employeeNumWithoutHC: count(SP_COUNT_LABELS.employeeNumWithoutHC),
  ppePersonnel: count('PPE Personnel'),
  termsAccept: mustBeChecked(),
};

interface SpCounts {
  type?: string;
  employeeNum?: number;
  employeeNumWithHC?: number;
  employeeNumWithoutHC?: number;
}

function spCountsTest(this: yup.TestContext, values: SpCounts): true | yup.ValidationError {
  const context = this.options.context as SpFormContext | undefined;
  const applicationType = context?.applicationType ?? values.type;
  if (isEmployeeCountExempt(applicationType)) return true;
  const missing = (Object.keys(SP_COUNT_LABELS) as (keyof typeof SP_COUNT_LABELS)[]).filter(
    (key) => values[key] === undefined,
  );
  if (missing.length > 0) {
    return new yup.ValidationError(
      missing.map((key) =>
        this.createError({
          path: key,
          message: MESSAGES.validation.fieldRequired(SP_COUNT_LABELS[key]),
        }),
      ),
    );
  }
  const errors = spEmployeeCountErrors({
    applicationType,
    employeeNum: values.employeeNum,
    employeeNumWithHC: values.employeeNumWithHC,
    employeeNumWithoutHC: values.employeeNumWithoutHC,
  });
  const found: yup.ValidationError[] = [];
  if (errors.total) found.push(this.createError({ path: 'employeeNum', message: errors.total }));
  if (errors.withHealthCertificate) {
    found.push(
      this.createError({ path: 'employeeNumWithHC', message: errors.withHealthCertificate }),
    );
  }
  return found.length === 0 ? true : new yup.ValidationError(found);
}

export function createSpFormSchema(options: { oubpas?: boolean } = {}) {
  if (options.oubpas) {
    return yup
      .object({
        ...spCommonFields,
        barangay: requiredText('Barangay'),
        city: requiredText('City'),
        district: requiredText('District'),
        street: requiredText('Street'),
      })
      .test('employee-counts', '', spCountsTest);
  }
  return yup
    .object({ ...spCommonFields, address: requiredText('Address') })
    .test('employee-counts', '', spCountsTest);
}

export const spFormSchema = createSpFormSchema();
export const spOubpasFormSchema = createSpFormSchema({ oubpas: true });

/**
 * Landing new-application form (intake §2 Landing, §5 Landing form): all dropdowns required;
 * classification only for the health card; isPESO a checkbox (IHC only, off for bulk).
 */
export function createLandingFormSchema(options: { isHealthCard?: boolean } = {}) {
  return yup.object({
    classification: options.isHealthCard
      ? requiredSelect('Classification')
      : yup.mixed<string>().optional(),
    applicationTypeId: requiredSelect('Application Type'),
    industryId: requiredSelect('Industry'),
    subIndustryId: requiredSelect('Sub-Industry'),
    businessLine: requiredSelect('Business Line'),
    isPESO: yup.boolean().optional(),
  });
}

export const ihcLandingFormSchema = createLandingFormSchema({ isHealthCard: true });
export const spLandingFormSchema = createLandingFormSchema();

/**
 * Update Details dialog (intake §2 Application details header, §5 Changing initial details): the
 * initial-detail dropdowns, all required. "No change detected" comes from domain `noChangeError`.
 */
export const updateDetailsSchema = yup.object({
  applicationTypeId: requiredSelect('Application Type'),
  industryId: requiredSelect('Industry'),
  subIndustryId: requiredSelect('Sub-Industry'),
  businessLine: requiredSelect('Business Line'),
});

/** Add Applicant, SP (intake §5): first/last name, employee email, date of birth (not in the future). */
export const spAddApplicantSchema = yup.object({
  firstName: requiredText('First Name', 'name'),
  middleName: optionalText('Middle Name', 'name'),
  lastName: requiredText('Last Name', 'name'),
  employeeEmail: requiredText('Employee Email', 'email'),
  birthDate: requiredPastDate('Date of Birth'),
});

/**
 * Payment form (payment §2 Payment validation screen, §5): all four fields required; OR number
 * letters, digits, hyphen and period without spaces; payment date not later than today; receipt
 * png, jpeg or jpg.
 */
export const paymentFormSchema = yup.object({
  paymentDate: requiredPastDate('Payment Date'),
  officialReceiptNumber: requiredText('OR Number', 'orNumber'),
  referenceNumber: requiredText('Reference Number'),
  paymentReceipt: requiredFile('Receipt', RECEIPT_FILE_TYPES),
});

/** Populate primary details (payment §2, §5): industry and sub-industry required. */
export const primaryDetailsSchema = yup.object({
  industryId: requiredSelect('Industry'),
  subIndustryId: requiredSelect('Sub-Industry'),
});

/** Follow-up lab request with an OR number (payment §5): application ID and OR number required. */
export const recurringRequestSchema = yup.object({
  applicationId: requiredSelect('Application ID'),
  officialReceiptNumber: requiredText('OR Number', 'orNumber'),
});
