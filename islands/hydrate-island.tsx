/**
 * The browser side of a React island (components/islands/Island.tsx rendered it at build time): the island's bundle
 * exports `hydrateIsland(Component)` as its default, and the loader (lib/browser/island-loader.ts) calls it with the
 * island's container when the visitor first interacts. It reads the props from the JSON data block that follows the
 * container and hydrates the container with React's `hydrateRoot`, reporting through the loader's hooks.
 */
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { IslandHydrator } from '@/lib/browser/island';

export function hydrateIsland<P extends object>(Component: ComponentType<P>): IslandHydrator {
  return (container, { onRecoverableError, onUncaughtError }) => {
    const data = container.nextElementSibling;
    if (!(data instanceof HTMLScriptElement) || data.type !== 'application/json') throw new Error('island: no JSON data block after the container');
    const props: P = JSON.parse(data.text);
    hydrateRoot(container, <Component {...props} />, { onRecoverableError, onUncaughtError });
  };
}
