/** Resolves in a later task: what runs after it is not part of the task that awaited it (ADR 010). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
