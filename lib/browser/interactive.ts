/**
 * Entry of /hydrate.js, loaded only by the routes that keep React (lib/export/defer-hydration.ts adds
 * it), so content pages do not carry the loader.
 */
import { initHydration } from './hydrate';

initHydration();
