import type { UserDetails } from '@qce/shared-kit/api';
import styles from './landing.module.css';

/** The user's gender code: 1 means Male, otherwise Female (intake §3 User details). */
const genderLabel = (gender: UserDetails['gender']): string =>
  gender === undefined || gender === null || gender === ''
    ? ''
    : String(gender) === '1'
      ? 'Male'
      : 'Female';

export function fullName(user: Pick<UserDetails, 'first_name' | 'middle_name' | 'last_name'>) {
  return [user.first_name, user.middle_name, user.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/** Applicant details on the landing (intake §2 Landing). */
export function ApplicantDetails({ user }: { user: UserDetails }) {
  const rows: [string, string][] = [
    ['Full Name', fullName(user)],
    ['Birth Date', user.birthday ?? ''],
    ['Gender', genderLabel(user.gender)],
    ['E-mail', user.email],
    ['Contact Number', user.contact ?? ''],
  ];
  return (
    <section className="qce-panel" aria-labelledby="applicant-details-title">
      <h2 id="applicant-details-title">Applicant Details</h2>
      <dl className={styles.details}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.detail}>
            <dt>{label}</dt>
            <dd>{value || '-'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
