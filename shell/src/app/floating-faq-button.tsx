import { Link } from '@qce/shared-kit/router';
import { buttonClassName } from '@qce/shared-kit/ui/button';
import { paths } from '../config/paths';
import styles from './shell-layout.module.css';

/** The FAQs button floating on every page (payment spec §2). */
export function FloatingFaqButton() {
  return (
    <Link to={paths.faq} className={`${buttonClassName('primary')} ${styles.faq} qce-no-print`}>
      FAQs
    </Link>
  );
}
