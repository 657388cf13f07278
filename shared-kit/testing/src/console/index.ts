/**
 * @qce/testing/console: a test hears the console (issue 25 item 5). The jest setup records
 * every `console.error` (React's warnings, an unexpected failure `reportError` logs) and fails the test
 * that caused it; expected failures are warnings (`reportError`), kept out of the output. A test that
 * provokes an error on purpose says which: `allowConsoleErrors(/document failed/)`.
 */

let recorded: unknown[][] = [];
let allowed: RegExp[] = [];

const textOf = (args: readonly unknown[]) =>
  args.map((arg) => (arg instanceof Error ? `${arg.name}: ${arg.message}` : String(arg))).join(' ');

/** The jest setup's hooks: record from the start of each test, judge at its end. */
export function hearConsole() {
  beforeEach(() => {
    recorded = [];
    allowed = [];
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      recorded.push(args);
    });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    const unexpected = recorded
      .map(textOf)
      .filter((text) => !allowed.some((pattern) => pattern.test(text)));
    recorded = [];
    if (unexpected.length > 0) {
      throw new Error(
        `console.error was called ${unexpected.length} time(s) in this test:\n${unexpected
          .map((text) => `  - ${text.slice(0, 400)}`)
          .join('\n')}`,
      );
    }
  });
}

/** This test provokes errors on purpose: `console.error` lines matching a pattern do not fail it. */
export function allowConsoleErrors(...patterns: RegExp[]) {
  allowed.push(...patterns);
}

/** What `console.error` printed in this test so far (each call's arguments as text). */
export function consoleErrors(): string[] {
  return recorded.map(textOf);
}
