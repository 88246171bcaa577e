/** Runs one step of the build and logs it as `<phase>: <name> (<ms> ms)`, the lines bench/bench-build.ts reads. */
export async function timed(phase: 'prebuild' | 'postbuild', name: string, run: () => unknown): Promise<void> {
  const started = performance.now();
  await run();
  console.log(`${phase}: ${name} (${Math.round(performance.now() - started)} ms)`);
}
