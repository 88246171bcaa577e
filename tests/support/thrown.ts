/** The error `run` throws, or undefined when it returns. */
export function thrown(run: () => unknown): Error | undefined {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
}
