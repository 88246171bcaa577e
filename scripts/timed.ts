/** Runs one step of the build and logs it as `<phase>: <name> (<ms> ms)`, the lines bench/bench-build.ts reads; returns what the step returns. */
export async function timed<T>(phase: 'prebuild' | 'type-check' | 'postbuild', name: string, run: () => T | Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  console.log(`${phase}: ${name} (${Math.round(performance.now() - started)} ms)`);
  return result;
}
