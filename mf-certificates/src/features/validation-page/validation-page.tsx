import { useLocation } from 'react-router-dom';
import { parseEcsQuery } from '@qce/shared-kit/domain';
import { MESSAGES } from '@qce/shared-kit/messages';
import { LABELS } from '../../config/labels';

/**
 * `/qce/qcs` (payment §2, §8): lists the parts of the comma-separated `ecs` value, or says the data might be
 * invalid or tampered with. Public: needs no session and makes no call.
 */
export function ValidationPage() {
  const { search } = useLocation();
  const result = parseEcsQuery(search);
  return (
    <main
      id="main-content"
      tabIndex={-1}
      className="qce-page qce-stack"
      aria-labelledby="qcs-title"
    >
      <h1 id="qcs-title">{LABELS.qcs.title}</h1>
      {result.ok ? (
        <section aria-labelledby="qcs-parts" className="qce-panel">
          <h2 id="qcs-parts">{LABELS.qcs.parts}</h2>
          <ol>
            {result.parts.map((part, index) => (
              <li key={`${index}-${part}`}>{part}</li>
            ))}
          </ol>
        </section>
      ) : (
        <div role="alert" className="qce-panel qce-panel--error">
          <p>{MESSAGES.validationPage.tampered}</p>
        </div>
      )}
    </main>
  );
}
