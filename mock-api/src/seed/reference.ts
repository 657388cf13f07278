/** Reference data (issue 3 item 3): permits, industries, application types, requirements, lookups, policy, fees. */
import type {
  ApplicationTypeRecord,
  IndustryRecord,
  LookupRecord,
  OrderOfPaymentItemRecord,
  PermitRecord,
  RequirementRecord,
} from '../db/types';

export const permits: PermitRecord[] = [
  { permitId: 1, type: 'IHC', name: 'Health Certificate' },
  { permitId: 2, type: 'SP', name: 'Sanitary Permit' },
];

const lines = (base: number, names: string[]) =>
  names.map((name, i) => ({
    businessLineId: base + i,
    businessLineName: name,
    businessLineDesc: name,
  }));

export const industries: IndustryRecord[] = [
  {
    industryId: 1,
    industryName: 'Food Establishment',
    industryDesc: 'Food Establishment',
    subIndustryResponseDtos: [
      {
        subIndustryId: 11,
        subIndustryName: 'Restaurant',
        subIndustryDesc: 'Restaurant',
        inactive: false,
        businessLines: lines(111, ['Fine Dining', 'Fast Food', 'Carinderia']),
      },
      {
        subIndustryId: 12,
        subIndustryName: 'Bakery',
        subIndustryDesc: 'Bakery',
        inactive: false,
        businessLines: lines(121, ['Bakeshop', 'Pastry Shop']),
      },
      {
        subIndustryId: 13,
        subIndustryName: 'Street Food Cart',
        subIndustryDesc: 'Street Food Cart',
        inactive: true,
        businessLines: lines(131, ['Food Cart']),
      },
    ],
  },
  {
    industryId: 2,
    industryName: 'Food Manufacturing',
    industryDesc: 'Food Manufacturing and Processing',
    subIndustryResponseDtos: [
      {
        subIndustryId: 21,
        subIndustryName: 'Meat Processing',
        subIndustryDesc: 'Meat Processing',
        inactive: false,
        businessLines: lines(211, ['Cured Meat', 'Sausages']),
      },
      {
        subIndustryId: 22,
        subIndustryName: 'Water Refilling Station',
        subIndustryDesc: 'Water Refilling Station',
        inactive: false,
        businessLines: lines(221, ['Purified Water', 'Mineral Water']),
      },
    ],
  },
  {
    industryId: 3,
    industryName: 'Personal Services',
    industryDesc: 'Personal Services',
    subIndustryResponseDtos: [
      {
        subIndustryId: 31,
        subIndustryName: 'Massage Clinic',
        subIndustryDesc: 'Massage Clinic',
        inactive: false,
        businessLines: lines(311, ['Spa', 'Massage Parlor']),
      },
      {
        subIndustryId: 32,
        subIndustryName: 'Barbershop and Salon',
        subIndustryDesc: 'Barbershop and Salon',
        inactive: false,
        businessLines: lines(321, ['Barbershop', 'Beauty Salon']),
      },
      {
        subIndustryId: 33,
        subIndustryName: 'Tattoo Parlor',
        subIndustryDesc: 'Tattoo Parlor',
        inactive: true,
        businessLines: lines(331, ['Tattoo']),
      },
    ],
  },
  {
    industryId: 4,
    industryName: 'Hotels and Lodging',
    industryDesc: 'Hotels and Lodging',
    subIndustryResponseDtos: [
      {
        subIndustryId: 41,
        subIndustryName: 'Hotel',
        subIndustryDesc: 'Hotel',
        inactive: false,
        businessLines: lines(411, ['Hotel', 'Inn']),
      },
      {
        subIndustryId: 42,
        subIndustryName: 'Dormitory',
        subIndustryDesc: 'Dormitory',
        inactive: false,
        businessLines: lines(421, ['Dormitory', 'Boarding House']),
      },
    ],
  },
];

export const applicationTypes: ApplicationTypeRecord[] = [
  { applicationTypeId: 1, value: 'New', applicableToIHC: true, applicableToSP: true },
  { applicationTypeId: 2, value: 'Renewal', applicableToIHC: true, applicableToSP: true },
  {
    applicationTypeId: 3,
    value: 'Amendment of Business',
    applicableToIHC: false,
    applicableToSP: true,
  },
  {
    applicationTypeId: 4,
    value: 'Retirement of Business',
    applicableToIHC: false,
    applicableToSP: true,
  },
  {
    applicationTypeId: 5,
    value: 'Transfer of Employment',
    applicableToIHC: true,
    applicableToSP: false,
  },
];

const req = (
  requirementId: number,
  permitId: number,
  requirementName: string,
  flags: Partial<Pick<RequirementRecord, 'inactive' | 'required' | 'laboratory' | 'internal'>> = {},
): RequirementRecord => ({
  requirementId,
  permitId,
  requirementName,
  requirementDesc: requirementName,
  inactive: flags.inactive ?? false,
  required: flags.required ?? true,
  laboratory: flags.laboratory ?? false,
  internal: flags.internal ?? false,
});

export const requirements: RequirementRecord[] = [
  req(1, 1, 'Valid Government ID'),
  req(2, 1, '2x2 ID Picture'),
  req(3, 1, 'Chest X-Ray Result', { laboratory: true }),
  req(4, 1, 'Stool Examination (Fecalysis) Result', { laboratory: true }),
  req(5, 1, 'Sputum Examination Result', { laboratory: true, required: false }),
  req(6, 1, 'PESO Beneficiary Certification'),
  req(7, 1, 'Birth Certificate'),
  req(8, 1, 'Letter of Consent'),
  req(9, 1, 'VD Screening', { laboratory: true, internal: true }),
  req(10, 1, 'Massagist Training Course'),
  req(11, 1, 'In-House Laboratory Referral', { internal: true, required: false }),
  req(12, 1, 'Cedula (Community Tax Certificate)', { inactive: true }),
  req(21, 2, "Mayor's Permit"),
  req(22, 2, 'DTI or SEC Registration'),
  req(23, 2, 'Health Certificates of Employees'),
  req(24, 2, 'Pest Control Certificate'),
  req(25, 2, 'Water Analysis Result', { laboratory: true }),
  req(26, 2, 'Floor Plan', { required: false }),
  req(27, 2, 'Fire Safety Inspection Certificate', { inactive: true }),
];

const values = (base: number, list: string[]) =>
  list.map((value, i) => ({ lookUpInfoId: base + i, value }));

export const lookups: LookupRecord[] = [
  {
    lookUpId: 4,
    name: 'City',
    values: values(400, [
      'Quezon City',
      'Manila',
      'Caloocan',
      'Makati',
      'Pasig',
      'Marikina',
      'San Juan',
      'Mandaluyong',
    ]),
  },
  {
    lookUpId: 5,
    name: 'Nationality',
    values: values(500, [
      'Philippines',
      'American',
      'Chinese',
      'Japanese',
      'Korean',
      'Indian',
      'Other',
    ]),
  },
  {
    lookUpId: 6,
    name: 'Occupation',
    values: values(600, [
      'Food Handler',
      'Cook',
      'Waiter',
      'Baker',
      'Masseur',
      'Barber',
      'Beautician',
      'Housekeeper',
      'Water Refilling Attendant',
      'Other',
    ]),
  },
];

export const privacyPolicy = `<h2>Data Privacy Policy</h2>
<p>The City Health Department collects the personal information you provide in this portal to process your application for a health certificate, sanitary permit or laboratory service, in accordance with the Data Privacy Act of 2012 (Republic Act No. 10173).</p>
<h3>What we collect</h3>
<ul><li>Your name, birth date, gender, civil status and contact details;</li><li>your company or establishment details;</li><li>uploaded requirements, laboratory results and payment records.</li></ul>
<h3>How we use it</h3>
<p>Only to validate your requirements, issue your order of payment, certificates and permits, and to contact you about your application. Records of incomplete applications are archived after 60 days.</p>
<h3>Your rights</h3>
<p>You may access, correct or request deletion of your data by writing to the department's data protection officer.</p>`;

const fee = (
  orderOfPaymentId: number,
  permitId: number,
  orderOfPaymentName: string,
  amount: number,
  order: number,
  parentId: number | null = null,
): OrderOfPaymentItemRecord => ({
  orderOfPaymentId,
  permitId,
  orderOfPaymentName,
  orderOfPaymentDesc: orderOfPaymentName,
  amount,
  order,
  parentId,
});

export const orderOfPaymentItems: OrderOfPaymentItemRecord[] = [
  fee(1, 1, 'Health Certificate Fee', 150, 1),
  fee(2, 1, 'Laboratory Fee', 200, 2),
  fee(3, 1, 'HIV Seminar Fee', 50, 3),
  fee(4, 1, 'VD Screening (Social Hygiene)', 120, 4),
  fee(5, 1, 'Massagist Training Fee', 300, 5),
  fee(11, 2, 'Sanitary Permit Fee', 500, 1),
  fee(12, 2, 'Sanitary Inspection Fee', 300, 2),
  fee(13, 2, 'Microbiological Water Analysis', 450, 3),
];

/** Occupational permits the certificate validation service (`/health-cert-v2`) recognises. */
export const occupationalPermits = [
  { occupationalPermitNo: 'OP-2024-0001', birthDate: '05/14/1990', name: 'Juan Dela Cruz' },
  { occupationalPermitNo: 'OP-2024-0002', birthDate: '11/02/1985', name: 'Maria Santos' },
];
