/** The problems worded for the owner, as the build and `npm run check` print them. */
export function formatProblems(problems: readonly string[]): string {
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  return `\n${count} to fix before the site can be built:\n\n${problems.join('\n')}\n`;
}
