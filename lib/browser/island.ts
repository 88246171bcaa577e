/**
 * What the loader (lib/browser/island-loader.ts) and an island's bundle (islands/*.island.tsx) agree on: the bundle's
 * default export hydrates one container, reporting React's errors through these hooks.
 */
export interface IslandHooks {
  /** React recovered from an error while hydrating (a mismatch between the built HTML and the island's render). */
  onRecoverableError: (error: unknown) => void;
  /** React could not render the island. */
  onUncaughtError: (error: unknown) => void;
}

export type IslandHydrator = (container: Element, hooks: IslandHooks) => void;

/** An island's bundle, as `import()` gives it. */
export interface IslandModule {
  default: IslandHydrator;
}
