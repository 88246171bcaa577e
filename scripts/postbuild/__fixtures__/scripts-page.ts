/**
 * A page with every kind of script and script hint, the site's own (marked `data-own`) and others', an island, and
 * things that only look like scripts.
 */
export const scriptsPage = `<!DOCTYPE html><html><head><meta charSet="utf-8"/>
<link rel="preconnect" href="/" crossorigin=""/>
<link rel="stylesheet" href="/app.css"/>
<link rel="preload" as="script" fetchPriority="low" href="/_next/a.js"/>
<link rel="modulepreload" href="/m.js"/>
<link rel="preload" as="font" href="/font.woff2"/>
<link rel="canonical" href="https://example.com/"/>
<script src="/_next/a.js" async=""></script>
<script data-own="">document.documentElement.dataset.js=""</script>
<script src="/polyfills.js" noModule=""></script>
<script type="application/ld+json" data-own="">{"@context":"https://schema.org"}</script>
<script type="speculationrules" data-own="">{"prerender":[]}</script>
<script type="module" src="/b.js"></script>
</head><body><p>&lt;script src="/fake.js"&gt;</p><!-- <script src="/commented.js"></script> -->
<div data-island="/islands/form.js"><form><input name="a"/></form></div><script type="application/json" data-own="">{"a":1}</script>
<script src="/hydrate.js" defer="" data-own=""></script>
<script>self.__next_f.push([1,"</p>"])</script><script src="/enhance.js" defer="" data-own=""></script></body></html>`;
