import { Link } from '@qce/shared-kit/router';
import { paths } from '../config/paths';
import styles from './shell-layout.module.css';

/** The FAQs button floating on every page (payment spec §2). */
export function FloatingFaqButton() {
  return (
    <Link to={paths.faq} className={`qce-button qce-button--primary ${styles.faq} qce-no-print`}>
      FAQs
    </Link>
  );
}
