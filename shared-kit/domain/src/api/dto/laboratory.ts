export type LabType = 'SOCIAL_HYGIENE' | 'REGULAR_LABORATORY';
export type Specimen = 'STOOL' | 'SPUTUM' | 'VD' | 'WAL';
/** Lab status words: Submitted, Certified, Approved (Completed ends the lab status page). */
export type LabStatus = 'Submitted' | 'Certified' | 'Approved' | 'Completed' | (string & {});

export interface LabSignatory {
  firstName: string;
  lastName: string;
  degreeSuffix?: string;
  licence?: string;
  authorities?: string[];
  logDate?: string;
  signatureId?: string;
}

/** Lab result formData: common, stool, sputum, VD and microbiology (water) fields. */
export interface LabFormData {
  name?: string;
  age?: number | string;
  gender?: string;
  labNo?: string;
  officialReceiptNumber?: string;
  establishmentName?: string;
  address?: string;
  owner?: string;
  contactNumber?: string;
  dateCollected?: string;
  dateReceived?: string;
  dateExamined?: string;
  dateReported?: string;
  location?: string;
  collectedBy?: string;
  addFindings?: string;
  // stool
  color?: string;
  consistency?: string;
  pusCells?: string;
  redCells?: string;
  cryst?: string;
  trophoziote?: string;
  ovaParasite?: string;
  bacteria?: string;
  // sputum
  sputumAFB?: string;
  // VD
  gramVaginal?: string;
  gramPenile?: string;
  gramThroat?: string;
  gramRectal?: string;
  wetMount?: string;
  koh?: string;
  vdRemarks?: string;
  // microbiology (water analysis)
  totalColiformMethod?: string;
  totalColiformResult?: string;
  totalColiformRemarks?: string;
  thermoColiformMethod?: string;
  thermoColiformResult?: string;
  thermoColiformRemarks?: string;
  heteroPlateMethod?: string;
  heteroPlateResult?: string;
  heteroPlateRemarks?: string;
}

export interface LaboratoryRecord {
  laboratoryId: string;
  name: Specimen | (string & {});
  status: LabStatus;
  formData: LabFormData;
  submittedBy?: LabSignatory;
  approvedBy?: LabSignatory;
  certifiedBy?: LabSignatory;
}

export interface SignatureResponse {
  imageUrl: string;
}
