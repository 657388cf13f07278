export interface Maintenance {
  active: boolean;
  validFrom: string;
  validTo: string;
}
