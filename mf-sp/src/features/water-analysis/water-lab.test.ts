import type { LaboratoryRecord } from '@qce/shared-kit/api';
import { microbiologyRows, waterAnalysisState, waterCertificateHref } from './water-lab';

const lab = (status: string, formData: LaboratoryRecord['formData'] = {}): LaboratoryRecord => ({
  laboratoryId: '3001',
  name: 'Microbiological Water Analysis',
  status,
  formData,
});

describe('water analysis state (payment §4: in progress until the status equals Completed)', () => {
  it('has nothing to show before the laboratory records the sample', () => {
    expect(waterAnalysisState(undefined)).toEqual({ kind: 'not-received' });
  });

  it.each(['Submitted', 'Certified', 'Approved', 'approved', ''])(
    '%p is still in progress',
    (status) => {
      expect(waterAnalysisState(lab(status)).kind).toBe('in-progress');
    },
  );

  it.each(['Completed', 'completed', ' COMPLETED '])('%p completes the step', (status) => {
    expect(waterAnalysisState(lab(status)).kind).toBe('completed');
  });
});

describe('microbiology rows (payment §3 Microbiology formData, §9 units and standards)', () => {
  it('lists each recorded test with its unit and standard, in the spec order', () => {
    const rows = microbiologyRows({
      heteroPlateMethod: 'Pour Plate',
      heteroPlateResult: '<500',
      totalColiformMethod: 'Multiple Tube Fermentation',
      totalColiformResult: '<1.1',
      totalColiformRemarks: 'Passed',
    });
    expect(rows.map((r) => r.test)).toEqual(['totalColiform', 'heteroPlate']);
    expect(rows[0]?.standard?.standard).toBe('<1.1 MPN/100mL');
    expect(rows[1]?.standard?.unit).toBe('CFU/mL');
    expect(rows[1]?.remarks).toBe('');
  });

  it('leaves the standard out for a method it does not know', () => {
    expect(
      microbiologyRows({ thermoColiformMethod: 'Other', thermoColiformResult: 'x' })[0]?.standard,
    ).toBeUndefined();
  });

  it('links the record to its laboratory result page', () => {
    expect(waterCertificateHref(lab('Completed'))).toBe(
      '/qce/laboratory/3001/REGULAR_LABORATORY/Microbiological%20Water%20Analysis',
    );
  });
});
