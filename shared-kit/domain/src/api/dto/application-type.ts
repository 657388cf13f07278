export interface ApplicationType {
  applicationTypeId: number;
  /** e.g. 'Amendment of Business', 'Retirement of Business'. */
  value: string;
  applicableToIHC: boolean;
  applicableToSP: boolean;
}
