/** CSV parsing for the bulk uploads (papaparse), with rows as trimmed header -> value maps. */
import { parse } from 'papaparse';
import { badRequest } from './errors';

export function parseCsv(
  content: string,
  requiredColumns: readonly string[],
): Record<string, string>[] {
  const result = parse<Record<string, string>>(content.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
    transform: (v) => v.trim(),
  });
  const headers = result.meta.fields ?? [];
  const missing = requiredColumns.filter(
    (c) => !headers.some((h) => h.toLowerCase() === c.toLowerCase()),
  );
  if (missing.length > 0)
    throw badRequest(`File not uploaded. Missing columns: ${missing.join(', ')}`);
  return result.data.map((row) => {
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(row)) out[k.toLowerCase()] = typeof v === 'string' ? v : '';
    return out;
  });
}

export function requireCsvFile(file: File): void {
  const isCsv = file.name.toLowerCase().endsWith('.csv') || file.type === 'text/csv';
  if (!isCsv) throw badRequest('Please upload a CSV file');
}
