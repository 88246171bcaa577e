'use client';

import { useEffect } from 'react';

/** Route error boundary: the router's generic fallback for an unexpected error. */
export default function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main id="main" className="mx-auto max-w-2xl px-5 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">Unexpected Application Error!</h1>
      <p className="mx-auto mt-4 text-lg text-muted">Something went wrong while showing this page. Please try again.</p>
      <button
        type="button"
        onClick={reset}
        className="mt-8 inline-flex min-h-11 items-center rounded-card bg-accent px-5 font-semibold text-white hover:bg-accent-hover"
      >
        Try again
      </button>
    </main>
  );
}
