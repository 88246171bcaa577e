import type { ComponentType } from 'react';
import { jsonScriptText } from '@/lib/render/json-script';
import { islandAttribute, islandBundlePath, own } from '@/lib/render/own-markup';
import { localHref } from '@/lib/render/url';

/**
 * A React island: `component` (a 'use client' component) rendered here at build time with `props`, inside a container
 * naming the island's own bundle (`islands/<name>.island.tsx`, built by scripts/prebuild/browser-bundle.ts), followed by
 * its props as a JSON data block (read, never run: the CSP needs no hash for it) and the loader, /hydrate.js
 * (lib/browser/island-loader.ts), which fetches the bundle on the visitor's first interaction and hydrates the container.
 * Nothing of Next's runs in the browser: its scripts are removed after the export (scripts/postbuild/own-scripts.ts).
 * The props must survive JSON as they are, and the component must render the same tree from them on both sides
 * (no `useId`, no reading the time or the browser while rendering). Under `next dev` Next's own runtime hydrates
 * the page, so the loader is left out there.
 */
export function Island<P extends object>({ name, component: Component, props }: { name: string; component: ComponentType<P>; props: P }) {
  return (
    <>
      <div {...{ [islandAttribute]: localHref(islandBundlePath(name)) }}>
        <Component {...props} />
      </div>
      <script type="application/json" {...own} dangerouslySetInnerHTML={{ __html: jsonScriptText(props) }} />
      {process.env.NODE_ENV === 'production' && <script src={localHref('/hydrate.js')} defer {...own} />}
    </>
  );
}
