/** The four lab certificates of payment §2 Certificates, from the record's name (STOOL, SPUTUM, VD, WAL). */
export type LabKind = 'stool' | 'sputum' | 'vd' | 'water';

export function labKind(name: string | null | undefined): LabKind | undefined {
  const value = (name ?? '').trim().toLowerCase();
  if (value.includes('stool') || value.includes('fecal')) return 'stool';
  if (value.includes('sputum') || value.includes('cxr') || value.includes('x-ray')) return 'sputum';
  if (value === 'vd' || value.includes('vd ') || value.includes('venereal')) return 'vd';
  if (value === 'wal' || value.includes('water') || value.includes('microbio')) return 'water';
  return undefined;
}
