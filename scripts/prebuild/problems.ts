/** Problems the owner must fix; a command prints its message without a stack trace. */
export class NotReady extends Error {}

/** The problems worded for the owner, as the build and `npm run check` print them. */
export function formatProblems(problems: readonly string[]): string {
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  return `\n${count} to fix before the site can be built:\n\n${problems.join('\n')}\n`;
}

/** Ends a command: the owner's problems as words, anything else with its stack. */
export function exitWith(error: unknown): never {
  console.error(error instanceof NotReady ? error.message : error);
  process.exit(1);
}
