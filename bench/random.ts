// Hand-written: Math.random cannot be seeded, and a seeded generator package would be a dependency for nine lines.
/** A small deterministic generator (mulberry32): numbers in [0, 1), the same sequence for the same seed on every run. */
export function seededRandom(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
