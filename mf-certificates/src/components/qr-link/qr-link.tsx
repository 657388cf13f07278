import { QRCodeSVG } from 'qrcode.react';
import styles from './qr-link.module.css';

/** payment §9: QR default size 256, error-correction level L. */
export const QR_SIZE = 256;
export const QR_LEVEL = 'L';

export interface QrLinkProps {
  /** Absolute validation link encoded in the code. */
  value: string;
  caption: string;
}

/** A QR code for a validation link, with its caption and the link itself for people who cannot scan. */
export function QrLink({ value, caption }: QrLinkProps) {
  return (
    <figure className={styles.figure}>
      <QRCodeSVG
        value={value}
        size={QR_SIZE}
        level={QR_LEVEL}
        title={caption}
        className={styles.code}
        data-qr-value={value}
      />
      <figcaption className={styles.caption}>
        {caption}
        <br />
        <a href={value}>{value}</a>
      </figcaption>
    </figure>
  );
}
