/** A page with every kind of script and script hint, and things that only look like scripts. */
export const scriptsPage = `<!DOCTYPE html><html><head>
<link rel="stylesheet" href="/app.css"/>
<link rel="preload" as="script" fetchPriority="low" href="/_next/a.js"/>
<link rel="modulepreload" href="/m.js"/>
<link rel="preload" as="font" href="/font.woff2"/>
<script src="/_next/a.js" async=""></script>
<script>document.documentElement.dataset.js=""</script>
<script src="/polyfills.js" noModule=""></script>
<script type="application/ld+json">{"@context":"https://schema.org"}</script>
<script type="speculationrules">{"prerender":[]}</script>
<script type="module" src="/b.js"></script>
</head><body><p>&lt;script src="/fake.js"&gt;</p><!-- <script src="/commented.js"></script> -->
<script>self.__next_f.push([1,"</p>"])</script><script src="/enhance.js" defer></script></body></html>`;
