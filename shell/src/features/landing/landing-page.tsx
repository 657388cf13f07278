import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@qce/shared-kit/router';
import { getPermits, isApiError } from '@qce/shared-kit/api';
import { useLandingStore } from '@qce/shared-kit/stores';
import { Card } from '@qce/shared-kit/ui/card';
import { LANDING_HEADING, PRODUCT_CARDS } from '../../config/products';
import { goToLogin, hasApplicantSession } from '../../lib/session/session';
import type { LandingNotice } from '../../lib/session/product-gate';
import styles from './landing-page.module.css';

function isLandingNotice(state: unknown): state is LandingNotice {
  return (
    typeof state === 'object' &&
    state !== null &&
    typeof (state as LandingNotice).notice === 'string'
  );
}

/**
 * Reads the permit list as the landing's access check: a failed access check or a 401 on it hands off to
 * login (payment spec §6, §8). The list itself is not kept: no page reads it (each product's permit id
 * is `PRODUCT_PERMIT_ID`, stored under `permit-id` when a card is chosen).
 */
function useLandingAccess(): boolean {
  const [signedIn] = useState(hasApplicantSession);
  useEffect(() => {
    if (!signedIn) {
      goToLogin();
      return;
    }
    let cancelled = false;
    getPermits().catch((error: unknown) => {
      if (!cancelled && isApiError(error) && error.status === 401) goToLogin();
    });
    return () => {
      cancelled = true;
    };
  }, [signedIn]);
  return signedIn;
}

/** /qce/applications: the four product cards. */
export function LandingPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const selectProduct = useLandingStore((state) => state.selectProduct);
  const signedIn = useLandingAccess();
  const notice = isLandingNotice(location.state) ? location.state.notice : null;

  if (!signedIn) {
    return (
      <p role="status" className={styles.status}>
        Redirecting you to sign in…
      </p>
    );
  }
  return (
    <main id="main-content" tabIndex={-1} aria-labelledby="landing-title" className={styles.page}>
      <h1 id="landing-title">{LANDING_HEADING}</h1>
      {notice && (
        <p role="status" className={`qce-panel ${styles.notice}`}>
          {notice}
        </p>
      )}
      <ul className={styles.cards}>
        {PRODUCT_CARDS.map((card) => (
          <li key={card.productType}>
            <Card
              title={card.title}
              headingLevel={2}
              description={card.description}
              action={{
                label: `Open ${card.title}`,
                href: card.href,
                onNavigate: (href) => {
                  selectProduct(card.productType);
                  navigate(href);
                },
              }}
            />
          </li>
        ))}
      </ul>
    </main>
  );
}
