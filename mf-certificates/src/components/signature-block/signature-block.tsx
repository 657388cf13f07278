import type { ReactNode } from 'react';
import type { LabSignatory } from '@qce/shared-kit/api';
import { formatLongDate, signatoryTitle } from '@qce/shared-kit/domain';
import { LABELS } from '../../config/labels';
import { signatoryName } from '../../lib/format';
import { SignatureImage } from '../signature-image/signature-image';
import styles from './signature-block.module.css';

export interface SignatureBlockProps {
  /** Heading of the block: Submitted by, Certified by, Approved by. */
  role: string;
  /** The step signed, which decides the title (payment §5). */
  step: 'Submitted' | 'Certified' | 'Approved';
  signatory: LabSignatory | undefined;
}

/** A signatory: signature image, name with degree, title (payment §5 rule), licence and date. */
export function SignatureBlock({ role, step, signatory }: SignatureBlockProps) {
  const name = signatoryName(signatory);
  const title = signatory ? signatoryTitle(step, signatory.authorities) : '';
  return (
    <section className={styles.block} aria-label={role}>
      <span className={styles.role}>{role}</span>
      {signatory ? (
        <SignatureImage
          signatureId={signatory.signatureId}
          signer={[name, title].filter(Boolean).join(', ')}
        />
      ) : null}
      <span className={styles.name}>{name || '\u00a0'}</span>
      {signatory ? (
        <>
          <span className={styles.detail}>{title}</span>
          {signatory.licence ? (
            <span className={styles.detail}>
              {LABELS.lab.licence} {signatory.licence}
            </span>
          ) : null}
          {signatory.logDate ? (
            <span className={styles.detail}>{formatLongDate(signatory.logDate)}</span>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

export function SignatureRow({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
}
