import { useLocation } from '@qce/shared-kit/router';
import { validateEcs } from '@qce/shared-kit/api';
import { usePageQuery } from '@qce/shared-kit/data';
import { ECS_PARAM, parseEcsQuery } from '@qce/shared-kit/domain';
import { MESSAGES } from '@qce/shared-kit/messages';
import { ErrorPanel, LoaderOverlay } from '@qce/shared-kit/ui';
import { LABELS } from '../../config/labels';
import { READ_EVERY_VISIT, loadStateOf } from '../../lib/load-state';

/** What the certificate validation service said: its own copy of the parts, or that it knows none. */
type Outcome = { confirmed: true; parts: string[] } | { confirmed: false };

/**
 * Asks the certificate validation service whether the link's values name an issued certificate; a link
 * that is malformed is refused without a call.
 */
async function confirm(search: string, signal: AbortSignal): Promise<Outcome> {
  if (!parseEcsQuery(search).ok) return { confirmed: false };
  const ecs = new URLSearchParams(search).get(ECS_PARAM) ?? '';
  const answer = await validateEcs(ecs, { signal });
  return answer.message === 'Valid' && answer.data
    ? { confirmed: true, parts: answer.data.parts }
    : { confirmed: false };
}

/**
 * `/qce/qcs` (payment §2, §8): lists the parts of the comma-separated `ecs` value only once the certificate
 * validation service confirmed them; otherwise says the data might be invalid or tampered with. Public: needs
 * no session. A failed check is a failure with a retry, never a verdict.
 */
export function ValidationPage() {
  const { search } = useLocation();
  const query = usePageQuery({
    queryKey: ['page', 'certificate-validation', search],
    queryFn: ({ signal }) => confirm(search, signal),
    ...READ_EVERY_VISIT,
  });
  const state = loadStateOf(query);
  return (
    <main
      id="main-content"
      tabIndex={-1}
      className="qce-page qce-stack"
      aria-labelledby="qcs-title"
    >
      <h1 id="qcs-title">{LABELS.qcs.title}</h1>
      {state.status === 'loading' ? (
        <LoaderOverlay active label="Checking the certificate" />
      ) : null}
      {state.status === 'error' ? (
        <ErrorPanel
          message={MESSAGES.common.somethingWentWrongPeriod}
          onRetry={state.reload}
          retryLabel={LABELS.retry}
        />
      ) : null}
      {state.status === 'done' && state.data.confirmed ? (
        <section aria-labelledby="qcs-parts" className="qce-panel">
          <h2 id="qcs-parts">{LABELS.qcs.parts}</h2>
          <ol>
            {state.data.parts.map((part, index) => (
              <li key={`${index}-${part}`}>{part}</li>
            ))}
          </ol>
        </section>
      ) : null}
      {state.status === 'done' && !state.data.confirmed ? (
        <div role="alert" className="qce-panel qce-panel--error">
          <p>{MESSAGES.validationPage.tampered}</p>
        </div>
      ) : null}
    </main>
  );
}
