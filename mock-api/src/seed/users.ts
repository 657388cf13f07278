/** Seeded applicants (tokens are fixed so links and tests stay stable across resets). */
import type { UserRecord } from '../db/types';

const user = (
  userId: number,
  first_name: string,
  last_name: string,
  email: string,
  gender: string,
  birthday: string,
  description: string,
  extra: Partial<UserRecord> = {},
): UserRecord => ({
  userId,
  token: `token-${first_name.toLowerCase()}-${userId}`,
  first_name,
  last_name,
  middle_name: extra.middle_name ?? 'Garcia',
  house_no: extra.house_no ?? `${userId}`,
  city_name: extra.city_name ?? 'Quezon City',
  barangay_name: extra.barangay_name ?? 'Bagong Pag-asa',
  street: extra.street ?? 'Mindanao Avenue',
  email,
  gender,
  birthday,
  contact: extra.contact ?? `0917${String(userId).padStart(7, '0')}`,
  description,
});

export const users: UserRecord[] = [
  user(
    101,
    'Juan',
    'Dela Cruz',
    'juan.delacruz@example.com',
    '1',
    '05/14/1990',
    'Health card applicant (most scenarios put his application in the chosen state)',
  ),
  user(
    102,
    'Maria',
    'Santos',
    'maria.santos@example.com',
    '2',
    '11/02/1985',
    'Masseur applicant (massagist training)',
  ),
  user(
    103,
    'Pedro',
    'Reyes',
    'pedro.reyes@example.com',
    '1',
    '03/30/1978',
    'Establishment owner (sanitary permit)',
  ),
  user(
    104,
    'Liza',
    'Mendoza',
    'liza.mendoza@example.com',
    '2',
    '07/21/1992',
    'Company representative (bulk health cards)',
  ),
  user(
    105,
    'Carlo',
    'Bautista',
    'carlo.bautista@example.com',
    '1',
    '01/09/2009',
    'Minor applicant (letter of consent)',
  ),
  user(
    106,
    'Rosa',
    'Aquino',
    'rosa.aquino@example.com',
    '2',
    '09/12/1995',
    'Fresh applicant with no history',
  ),
];

export const PRIMARY_USER_ID = 101;
export const MASSEUR_USER_ID = 102;
export const OWNER_USER_ID = 103;
export const REPRESENTATIVE_USER_ID = 104;
/** Rosa: in Liza's bulk (scenario bulk-part) through her account's e-mail. */
export const BULK_PART_USER_ID = 106;
