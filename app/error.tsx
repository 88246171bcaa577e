'use client';

import { useEffect } from 'react';
import { isDev } from '@/lib/render/dev-mode';

/** Renders the route again: the boundary's one action, on both of its pages. */
function TryAgain({ reset }: { reset: () => void }) {
  return (
    <button
      type="button"
      onClick={reset}
      className="mt-8 inline-flex min-h-11 items-center rounded-card bg-accent px-5 font-semibold text-white hover:bg-accent-hover"
    >
      Try again
    </button>
  );
}

/**
 * Route error boundary. Under `npm run dev` a broken content file is the usual cause, and the error's message is the
 * check's own lines (file, field and fix, as `npm run check` prints them), so the page shows them; the exported
 * site never gets here for content (the build refuses it first) and keeps the router's generic fallback.
 */
export default function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  if (isDev && error.message) {
    return (
      <main id="main" className="mx-auto max-w-3xl px-5 py-24">
        <h1 className="text-3xl font-bold tracking-tight">This page cannot be shown until a file is fixed</h1>
        <p className="mt-4 text-lg text-muted">
          Each line names the file, the field and the fix. Correct it in the editor (or the file) and save; this page then shows again.
        </p>
        <ul className="mt-8 space-y-3 rounded-card border border-line bg-paper p-5 font-mono text-sm break-words">
          {error.message.split('\n').map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <TryAgain reset={reset} />
      </main>
    );
  }

  return (
    <main id="main" className="mx-auto max-w-2xl px-5 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">Unexpected Application Error!</h1>
      <p className="mx-auto mt-4 text-lg text-muted">Something went wrong while showing this page. Please try again.</p>
      <TryAgain reset={reset} />
    </main>
  );
}
