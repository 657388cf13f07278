import styles from './requirements-upload.module.css';

/** The look of the requirements table, for a track's own tables on the page (SP: the employee list). */
export const requirementsTableClasses = {
  table: styles.table,
  tableWrap: styles.tableWrap,
};
