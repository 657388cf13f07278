import { BULK_CSV_COLUMNS } from '@qce/shared-kit/validation';

/**
 * Roster fixtures for the tests and the bench (intake §5 Bulk health card CSV): a header with the
 * required columns, good rows and a large roster with a bad row every `badEvery` rows.
 */
export const HEADER = BULK_CSV_COLUMNS.join(',');

const FIRST = ['Ana', 'Ben', 'Carla', 'Dino', 'Elena', 'Felix', 'Gina', 'Hector'];
const LAST = ['Cruz', 'Santos', 'Reyes', 'Garcia', 'Mendoza', 'Bautista', 'Dela Cruz', 'Ramos'];

export function goodRow(n: number): string {
  const first = FIRST[n % FIRST.length] ?? 'Ana';
  const last = LAST[(n >> 3) % LAST.length] ?? 'Cruz';
  const day = String((n % 28) + 1).padStart(2, '0');
  return `worker${n}@example.com,${first},${last},03/${day}/1990,${n % 2 ? 'Male' : 'Female'},Cook,Filipino,Quezon City`;
}

/** A roster of `rows` applicants; every `badEvery`-th has an invalid e-mail. */
export function buildRoster(rows: number, badEvery: number): { text: string; badRows: number[] } {
  const lines = [HEADER];
  const badRows: number[] = [];
  for (let i = 1; i <= rows; i += 1) {
    if (i % badEvery === 0) {
      lines.push(goodRow(i).replace('@example.com', ''));
      badRows.push(i + 1);
    } else lines.push(goodRow(i));
  }
  return { text: `${lines.join('\r\n')}\r\n`, badRows };
}
