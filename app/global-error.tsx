'use client';

import RouteError from './error';

/** Last-resort boundary for errors in the root layout itself. */
export default function GlobalError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en-GB">
      <body>
        <RouteError {...props} />
      </body>
    </html>
  );
}
