/** Shown on a route whose page has not been built yet; says so plainly instead of pretending. */
export function PageNotBuilt({ title }: { title: string }) {
  return (
    <section className="qce-panel" aria-labelledby="page-not-built-title">
      <h1 id="page-not-built-title">{title}</h1>
      <p>
        This page is not available yet. It is being built and will be enabled in a later release.
      </p>
    </section>
  );
}
