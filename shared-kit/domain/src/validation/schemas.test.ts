import { MESSAGES } from '../messages';
import { safeValidate } from './safe-validate';
import {
  companyInfoSchema,
  createSpFormSchema,
  healthCardApplicationSchema,
  ihcLandingFormSchema,
  paymentFormSchema,
  personalInfoSchema,
  primaryDetailsSchema,
  recurringRequestSchema,
  spAddApplicantSchema,
  spFormSchema,
  spLandingFormSchema,
  spOubpasFormSchema,
  updateDetailsSchema,
} from './schemas';

const { fieldRequired, invalidFormat, futureDate, invalidEmail } = MESSAGES.validation;

const tomorrow = (): string => {
  const d = new Date(Date.now() + 2 * 24 * 3600 * 1000);
  return d.toISOString().slice(0, 10);
};

const person = {
  firstName: 'Ana',
  lastName: 'Dela Cruz',
  email: 'ana@x.ph',
  birthDate: '1990-05-01',
  civilStatus: 'Single',
  contactNumber: '09171234567',
  occupation: 'Cook',
};

describe('health card personal info (intake §5 Personal info)', () => {
  it('accepts a complete form', () => {
    expect(safeValidate(personalInfoSchema, person)).toEqual({ valid: true, errors: {} });
  });
  it('requires firstName, lastName, email, birthDate, civilStatus, contactNumber, occupation', () => {
    expect(safeValidate(personalInfoSchema, {}).errors).toEqual({
      firstName: fieldRequired('First Name'),
      lastName: fieldRequired('Last Name'),
      email: fieldRequired('Email'),
      birthDate: fieldRequired('Birth Date'),
      civilStatus: fieldRequired('Civil Status'),
      contactNumber: fieldRequired('Contact Number'),
      occupation: fieldRequired('Occupation'),
    });
  });
  it('treats whitespace-only as empty', () => {
    expect(safeValidate(personalInfoSchema, { ...person, occupation: '   ' }).errors).toEqual({
      occupation: fieldRequired('Occupation'),
    });
  });
  it('rejects wrong patterns', () => {
    expect(
      safeValidate(personalInfoSchema, {
        ...person,
        firstName: 'Ana1',
        email: 'ana@',
        contactNumber: '0917-123',
        middleName: 'B_',
      }).errors,
    ).toEqual({
      firstName: invalidFormat('First Name'),
      middleName: invalidFormat('Middle Name'),
      email: invalidEmail,
      contactNumber: invalidFormat('Contact Number'),
    });
  });
  it('keeps birth date at most today', () => {
    expect(safeValidate(personalInfoSchema, { ...person, birthDate: tomorrow() }).errors).toEqual({
      birthDate: futureDate('Birth Date'),
    });
    expect(safeValidate(personalInfoSchema, { ...person, birthDate: 'someday' }).errors).toEqual({
      birthDate: invalidFormat('Birth Date').replace(
        'has an invalid format',
        'is not a valid date',
      ),
    });
  });
  it('requires the company name only', () => {
    expect(safeValidate(companyInfoSchema, {}).errors).toEqual({
      companyName: fieldRequired('Company Name'),
    });
    expect(safeValidate(companyInfoSchema, { companyName: 'ACME' }).valid).toBe(true);
  });
  it('needs the terms checkbox for the whole form (intake §2 Application form)', () => {
    const values = { ...person, companyName: 'ACME' };
    expect(safeValidate(healthCardApplicationSchema, values).errors).toEqual({
      'accept-terms': MESSAGES.validation.mustAcceptTerms,
    });
    expect(
      safeValidate(healthCardApplicationSchema, { ...values, 'accept-terms': true }).valid,
    ).toBe(true);
    expect(
      safeValidate(healthCardApplicationSchema, {
        ...values,
        'accept-terms': true,
        occupationalPermitNumber: 'OP 1',
      }).errors,
    ).toEqual({
      occupationalPermitNumber: invalidFormat('Occupational Permit Number'),
    });
  });
});

const sp = {
  establishmentName: 'Eatery',
  address: '1 Main',
  ownerName: 'Ana',
  mayorPermitNo: 'MP-1',
  employeeNum: 10,
  employeeNumWithHC: 6,
  employeeNumWithoutHC: 4,
  ppePersonnel: 2,
  termsAccept: true,
};

describe('sanitary permit form (intake §5 Sanitary permit form)', () => {
  it('accepts valid counts', () => {
    expect(safeValidate(spFormSchema, sp).valid).toBe(true);
  });
  it('requires establishmentName, address, ownerName, mayorPermitNo', () => {
    const { errors } = safeValidate(spFormSchema, {
      ...sp,
      establishmentName: '',
      address: ' ',
      ownerName: undefined,
      mayorPermitNo: '',
    });
    expect(errors).toMatchObject({
      establishmentName: fieldRequired('Establishment Name'),
      address: fieldRequired('Address'),
      ownerName: fieldRequired('Owner Name'),
      mayorPermitNo: fieldRequired("Mayor's Permit No."),
    });
  });
  it('asks barangay, city, district and street for OUBPAS (intake §2)', () => {
    const { address: _address, ...rest } = sp;
    expect(safeValidate(spOubpasFormSchema, rest).errors).toEqual({
      barangay: fieldRequired('Barangay'),
      city: fieldRequired('City'),
      district: fieldRequired('District'),
      street: fieldRequired('Street'),
    });
  });
  it("reports 'Total Number of Employess doesn't match ...'", () => {
    expect(safeValidate(spFormSchema, { ...sp, employeeNumWithoutHC: 3 }).errors).toEqual({
      employeeNum: MESSAGES.sanitaryPermit.totalMismatch,
    });
  });
  it("reports 'Not enough employees with Health Certificate' under 50 percent", () => {
    expect(
      safeValidate(spFormSchema, { ...sp, employeeNumWithHC: 4, employeeNumWithoutHC: 6 }).errors,
    ).toEqual({
      employeeNumWithHC: MESSAGES.sanitaryPermit.notEnoughWithHealthCertificate,
    });
  });
  it('reports both errors together', () => {
    expect(
      Object.keys(
        safeValidate(spFormSchema, { ...sp, employeeNumWithHC: 1, employeeNumWithoutHC: 1 }).errors,
      ),
    ).toEqual(['employeeNum', 'employeeNumWithHC']);
  });
  it('turns negative counts into 0', () => {
    expect(spFormSchema.cast({ ...sp, ppePersonnel: -4 }).ppePersonnel).toBe(0);
    expect(
      safeValidate(spFormSchema, {
        ...sp,
        employeeNum: -10,
        employeeNumWithHC: -1,
        employeeNumWithoutHC: -1,
      }).valid,
    ).toBe(true);
    expect(safeValidate(spFormSchema, { ...sp, employeeNumWithoutHC: -4 }).errors).toEqual({
      employeeNum: MESSAGES.sanitaryPermit.totalMismatch,
    });
  });
  it('rejects non-numbers and requires the employee counts', () => {
    expect(safeValidate(spFormSchema, { ...sp, ppePersonnel: 'many' }).errors).toEqual({
      ppePersonnel: invalidFormat('PPE Personnel'),
    });
    expect(safeValidate(spFormSchema, { ...sp, ppePersonnel: '' }).valid).toBe(true);
    expect(
      safeValidate(spFormSchema, { ...sp, employeeNum: '', employeeNumWithHC: undefined }).errors,
    ).toEqual({
      employeeNum: fieldRequired('Total Number of Employees'),
      employeeNumWithHC: fieldRequired('Employees with Health Certificate'),
    });
  });
  it('needs no counts at all for an exempt type', () => {
    const { employeeNum: _n, employeeNumWithHC: _w, employeeNumWithoutHC: _o, ...noCounts } = sp;
    expect(safeValidate(spFormSchema, { ...noCounts, type: 'amendment of business' }).valid).toBe(
      true,
    );
  });
  it('skips the counts for Amendment/Retirement of Business', () => {
    const values = { ...sp, employeeNumWithHC: 0, employeeNumWithoutHC: 0 };
    expect(safeValidate(spFormSchema, { ...values, type: 'Retirement of Business' }).valid).toBe(
      true,
    );
    expect(
      safeValidate(createSpFormSchema(), values, { applicationType: 'Amendment of Business' })
        .valid,
    ).toBe(true);
  });
  it('needs the terms checkbox', () => {
    expect(safeValidate(spFormSchema, { ...sp, termsAccept: false }).errors).toEqual({
      termsAccept: MESSAGES.validation.mustAcceptTerms,
    });
  });
});

describe('landing form (intake §5 Landing form)', () => {
  it('requires every dropdown, classification for the health card only', () => {
    const ihc = safeValidate(ihcLandingFormSchema, {}).errors;
    expect(ihc).toEqual({
      classification: fieldRequired('Classification'),
      applicationTypeId: fieldRequired('Application Type'),
      industryId: fieldRequired('Industry'),
      subIndustryId: fieldRequired('Sub-Industry'),
      businessLine: fieldRequired('Business Line'),
    });
    expect(Object.keys(safeValidate(spLandingFormSchema, {}).errors)).not.toContain(
      'classification',
    );
    expect(
      safeValidate(spLandingFormSchema, {
        applicationTypeId: 1,
        industryId: 2,
        subIndustryId: 3,
        businessLine: 'X',
      }).valid,
    ).toBe(true);
  });
});

describe('update details (intake §5 Changing initial details)', () => {
  it('requires the initial-detail dropdowns', () => {
    expect(
      safeValidate(updateDetailsSchema, {
        applicationTypeId: 1,
        industryId: '',
        subIndustryId: 3,
        businessLine: 'X',
      }).errors,
    ).toEqual({
      industryId: fieldRequired('Industry'),
    });
  });
});

describe('SP add applicant (intake §5 Add Applicant (SP))', () => {
  it("says '{label} is required. Value should not be empty.'", () => {
    expect(safeValidate(spAddApplicantSchema, {}).errors).toEqual({
      firstName: 'First Name is required. Value should not be empty.',
      lastName: 'Last Name is required. Value should not be empty.',
      employeeEmail: 'Employee Email is required. Value should not be empty.',
      birthDate: 'Date of Birth is required. Value should not be empty.',
    });
  });
  it('checks the email pattern and a birth date not in the future; middle name optional', () => {
    expect(
      safeValidate(spAddApplicantSchema, {
        firstName: 'A',
        lastName: 'B',
        employeeEmail: 'x@y',
        birthDate: tomorrow(),
      }).errors,
    ).toEqual({
      employeeEmail: invalidEmail,
      birthDate: futureDate('Date of Birth'),
    });
    expect(
      safeValidate(spAddApplicantSchema, {
        firstName: 'A',
        lastName: 'B',
        employeeEmail: 'x@y.ph',
        birthDate: new Date('1990-01-01'),
      }).valid,
    ).toBe(true);
  });
});

describe('payment form (payment §5 Payment form)', () => {
  const valid = {
    paymentDate: '2026-01-05',
    officialReceiptNumber: 'OR-1.2',
    referenceNumber: 'REF1',
    paymentReceipt: { name: 'receipt.JPG' },
  };
  it('accepts a complete form', () => {
    expect(safeValidate(paymentFormSchema, valid).valid).toBe(true);
  });
  it('requires all four fields', () => {
    expect(safeValidate(paymentFormSchema, {}).errors).toEqual({
      paymentDate: fieldRequired('Payment Date'),
      officialReceiptNumber: fieldRequired('OR Number'),
      referenceNumber: fieldRequired('Reference Number'),
      paymentReceipt: fieldRequired('Receipt'),
    });
  });
  it('rejects an OR number with spaces or other characters', () => {
    expect(
      safeValidate(paymentFormSchema, { ...valid, officialReceiptNumber: 'OR 1' }).errors,
    ).toEqual({ officialReceiptNumber: invalidFormat('OR Number') });
    expect(safeValidate(paymentFormSchema, { ...valid, officialReceiptNumber: 'OR#1' }).valid).toBe(
      false,
    );
  });
  it('rejects a payment date after today', () => {
    expect(safeValidate(paymentFormSchema, { ...valid, paymentDate: tomorrow() }).errors).toEqual({
      paymentDate: futureDate('Payment Date'),
    });
  });
  it('accepts only png, jpeg or jpg receipts', () => {
    expect(
      safeValidate(paymentFormSchema, { ...valid, paymentReceipt: 'receipt.pdf' }).errors,
    ).toEqual({
      paymentReceipt: MESSAGES.upload.fileTypeNotAccepted(['png', 'jpeg', 'jpg']),
    });
  });
});

describe('primary details (payment §5 Primary details)', () => {
  it('requires industry and sub-industry', () => {
    expect(safeValidate(primaryDetailsSchema, { industryId: 1 }).errors).toEqual({
      subIndustryId: fieldRequired('Sub-Industry'),
    });
  });
});

describe('recurring request form (payment §5 Follow-up lab test with an OR number)', () => {
  it('requires application ID and a valid OR number', () => {
    expect(safeValidate(recurringRequestSchema, {}).errors).toEqual({
      applicationId: fieldRequired('Application ID'),
      officialReceiptNumber: fieldRequired('OR Number'),
    });
    expect(
      safeValidate(recurringRequestSchema, { applicationId: 7, officialReceiptNumber: 'a b' })
        .errors,
    ).toEqual({
      officialReceiptNumber: invalidFormat('OR Number'),
    });
  });
});
