import type { ApplicationRecord, LabSignatory, LaboratoryRecord } from '@qce/shared-kit/api';

export const submitter: LabSignatory = {
  firstName: 'Ana',
  lastName: 'Reyes',
  degreeSuffix: 'RMT',
  licence: 'PRC-100137',
  authorities: ['ROLE_LAB_REP'],
  logDate: '2026-11-01',
  signatureId: '901',
};
export const certifier: LabSignatory = {
  firstName: 'Ben',
  lastName: 'Cruz',
  degreeSuffix: 'RMT',
  licence: 'PRC-100274',
  authorities: ['ROLE_MICROSCOPIST'],
  logDate: '2026-11-02',
  signatureId: '902',
};
export const approver: LabSignatory = {
  firstName: 'Dante',
  lastName: 'Villanueva',
  degreeSuffix: 'MD, FPSP',
  licence: 'PRC-100548',
  authorities: ['ROLE_PATHOLOGIST'],
  logDate: '2026-11-03',
  signatureId: '904',
};

export const ihcApplication: ApplicationRecord = {
  applicationId: 'APP-1001',
  permitId: 1,
  userId: '101',
  status: 'Completed',
  yellowCard: true,
  certificateNumber: 'HC-2026-000123',
  issuanceDate: '2026-11-05',
  updatedDate: '2026-11-05',
  approvedDate: '2026-11-04',
  formData: {
    firstName: 'Juan',
    middleName: 'Santos',
    lastName: 'Dela Cruz',
    birthDate: '12/31/2000',
    gender: 'Male',
    nationality: 'Philippines',
    civilStatus: 'Single',
    occupation: 'Food Handler',
    companyName: 'Jollyfood Inc.',
    street: 'Rizal St.',
    barangay: 'Batasan Hills',
    contactNumber: '09171234567',
    email: 'juan@example.com',
  },
  paymentDetailResponseDto: [
    { paymentDate: '2026-01-10', total: 500, officialReceiptNumber: 'OR-1' },
    { paymentDate: '2026-03-05', total: 150, officialReceiptNumber: 'OR-2' },
  ],
};

export const spApplication: ApplicationRecord = {
  applicationId: 'SP-2001',
  permitId: 2,
  userId: '102',
  status: 'Completed',
  certificateNumber: 'SP-2026-000045',
  mayorPermitNo: 'MP-2026-778',
  approvedDate: '2026-10-01',
  issuanceDate: '2026-10-02',
  formData: {
    establishmentName: 'Kusina ni Aling Nena',
    ownerName: 'Nena Bautista',
    address: '12 Mayon Ave., Quezon City',
    businessLine: 'Restaurant',
  },
  paymentDetailResponseDto: [
    { paymentDate: '2026-09-30', total: 2500, officialReceiptNumber: 'OR-77' },
  ],
};

const common = {
  name: 'Juan Santos Dela Cruz',
  age: 25,
  gender: 'Male',
  labNo: 'L-2026-0007',
  officialReceiptNumber: 'OR-2',
  establishmentName: 'Jollyfood Inc.',
  address: '5 Rizal St., Batasan Hills',
  owner: 'Jolly Owner',
  contactNumber: '09171234567',
  dateCollected: '2026-11-01',
  dateReceived: '2026-11-01',
  dateExamined: '2026-11-02',
  dateReported: '2026-11-03',
  location: 'Main kitchen',
  collectedBy: 'Carla Lim',
  addFindings: 'No other findings',
};

const signed = { submittedBy: submitter, certifiedBy: certifier, approvedBy: approver };

export const stoolLab: LaboratoryRecord = {
  laboratoryId: '501',
  name: 'STOOL',
  status: 'Approved',
  ...signed,
  formData: {
    ...common,
    color: 'Brown',
    consistency: 'Formed',
    pusCells: '0-1/hpf',
    redCells: '0/hpf',
    cryst: 'None',
    trophoziote: 'None seen',
    ovaParasite: 'No ova seen',
    bacteria: 'Few',
  },
};

export const sputumLab: LaboratoryRecord = {
  laboratoryId: '502',
  name: 'SPUTUM',
  status: 'Certified',
  submittedBy: submitter,
  certifiedBy: certifier,
  formData: { ...common, sputumAFB: 'No AFB seen' },
};

export const vdLab: LaboratoryRecord = {
  laboratoryId: '503',
  name: 'VD',
  status: 'approved',
  ...signed,
  approvedBy: { ...approver, authorities: ['ROLE_MEDICAL_DOCTOR'] },
  formData: {
    ...common,
    gramVaginal: 'N/A',
    gramPenile: 'No gram-negative diplococci',
    gramThroat: 'Normal flora',
    gramRectal: 'Normal flora',
    wetMount: 'No trichomonas',
    koh: 'Negative for yeast',
    vdRemarks: 'Fit to work',
  },
};

export const waterLab: LaboratoryRecord = {
  laboratoryId: '504',
  name: 'WAL',
  status: 'Approved',
  ...signed,
  formData: {
    ...common,
    totalColiformMethod: 'Multiple Tube Fermentation',
    totalColiformResult: '<1.1',
    totalColiformRemarks: 'Passed',
    thermoColiformMethod: 'Enzyme Substrate',
    thermoColiformResult: 'ABSENT',
    thermoColiformRemarks: 'Passed',
    heteroPlateMethod: 'Pour Plate',
    heteroPlateResult: '120',
    heteroPlateRemarks: 'Passed',
  },
};
