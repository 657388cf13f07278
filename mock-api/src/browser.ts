/** Starts the msw browser worker (standalone remotes). Filled by the mock-api issue. */
export async function startMockWorker(): Promise<void> {
  return Promise.resolve();
}
