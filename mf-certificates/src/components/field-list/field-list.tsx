import type { ReactNode } from 'react';
import styles from './field-list.module.css';

export interface Field {
  label: string;
  value: ReactNode;
}

/** Label/value pairs of a document (a description list, so each value is announced with its label). */
export function FieldList({ fields }: { fields: readonly Field[] }) {
  return (
    <dl className={styles.list}>
      {fields.map((field) => (
        <div key={field.label} style={{ display: 'contents' }}>
          <dt>{field.label}</dt>
          <dd>{field.value}</dd>
        </div>
      ))}
    </dl>
  );
}
