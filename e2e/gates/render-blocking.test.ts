import { describe, expect, it } from 'vitest';
import { renderBlockingRequests } from './render-blocking';

describe('renderBlockingRequests', () => {
  it('lists linked stylesheets and parser-blocking scripts in document order', () => {
    const html =
      '<html><head><link rel="stylesheet" href="/a.css"><script src="/b.js"></script><link rel="preload" href="/f.woff2" as="font">' +
      '</head><body><script src="/c.js"></script></body></html>';
    expect(renderBlockingRequests(html)).toEqual(['/a.css', '/b.js', '/c.js']);
  });

  it('ignores inline styles and scripts, print stylesheets, async, deferred, module, nomodule and data scripts, and inert templates', () => {
    const html =
      '<html><head><style>p{}</style><script>1</script><link rel="stylesheet" media="print" href="/p.css">' +
      '<script src="/a.js" async></script><script src="/d.js" defer=""></script><script type="module" src="/m.js"></script>' +
      '<script type="application/ld+json">{}</script><script src="/p.js" nomodule=""></script></head>' +
      '<body><template data-hydrate=""><script src="/later.js"></script></template></body></html>';
    expect(renderBlockingRequests(html)).toEqual([]);
  });
});
