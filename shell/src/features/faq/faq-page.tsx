import { useNavigate } from '@qce/shared-kit/router';
import { MESSAGES } from '@qce/shared-kit/messages';
import { Button } from '@qce/shared-kit/ui/button';
import { paths } from '../../config/paths';
import styles from './faq-page.module.css';

/** /qce/faq: how to apply and how long a certificate takes (payment spec §2). */
export function FaqPage() {
  const navigate = useNavigate();
  const goBack = () => {
    if (window.history.length > 1) navigate(-1);
    else navigate(paths.landing);
  };
  return (
    <main id="main-content" tabIndex={-1} aria-labelledby="faq-title" className={styles.page}>
      <h1 id="faq-title">{MESSAGES.faq.title}</h1>
      <h2>How do I apply?</h2>
      <ol>
        <li>Sign in and choose a service on the applications page.</li>
        <li>Fill in the application form and upload the listed requirements.</li>
        <li>Pay the order of payment online or at the City Treasurer&apos;s Office.</li>
        <li>Follow the steps shown in your application until it is completed.</li>
      </ol>
      <h2>How long does it take?</h2>
      <p>{MESSAGES.faq.certificateDuration}</p>
      <Button onClick={goBack}>{MESSAGES.faq.goBack}</Button>
    </main>
  );
}
