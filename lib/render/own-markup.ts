/**
 * The mark of what the site itself puts into a page's `<script>`s and resource hints (its inline scripts, JSON-LD,
 * speculation rules, /enhance.js, an island's loader and data). After the export, scripts/postbuild/own-scripts.ts keeps
 * those and removes every other script and hint, whatever wrote it: Next's runtime, its payload, its preloads.
 */
export const ownAttribute = 'data-own';

/** Spread onto a `<script>` or `<link>` the site writes: `<script {...own} src=…/>`. */
export const own = { [ownAttribute]: '' } as const;

/** The attribute on an island's container (components/islands/Island.tsx): the address of its browser bundle. */
export const islandAttribute = 'data-island';

/** The address of an island's bundle, `islands/<name>.js` under the export, from its entry `islands/<name>.island.tsx`. */
export const islandBundlePath = (name: string) => `/islands/${name}.js`;
