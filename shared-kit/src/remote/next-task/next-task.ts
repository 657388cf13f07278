/** The Prioritized Task Scheduling API's yield (Chromium 129+), where the browser has it. */
interface YieldingScheduler {
  yield: () => Promise<void>;
}

const yieldingScheduler = (): YieldingScheduler | undefined => {
  const candidate = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  return typeof candidate?.yield === 'function' ? (candidate as YieldingScheduler) : undefined;
};

/**
 * Resolves in a later task: what runs after it is not part of the task that awaited it (ADR 010). With
 * `scheduler.yield()` the rest runs before other queued work of the page (input and paint still go
 * first), where a `setTimeout(0)` would wait behind every task already queued (issue 22 item 4).
 */
export function nextTask(): Promise<void> {
  const scheduler = yieldingScheduler();
  if (scheduler) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
