/** A page as `next build` exports it (Next 16, Turbopack), trimmed: the shape strip-runtime and csp work on. */
export const head =
  '<head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>' +
  '<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/0cxb6dcuz-_u2.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/2ib-ra81prjpe.js"/>' +
  '<script src="/_next/static/chunks/3ik41dfief61k.js" async=""></script>' +
  '<script src="/_next/static/chunks/turbopack-2u1d16houkiyo.js" async=""></script>' +
  '<title>About | Mercer Content</title>' +
  '<script>document.documentElement.dataset.js=""</script>' +
  '<script type="speculationrules">{"prerender":[{"source":"document","eagerness":"moderate"}]}</script>' +
  '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script></head>';

export const body =
  '<body><div hidden=""><!--$--><!--/$--></div><main id="main"><h1>About</h1><p>Text &amp; more</p></main>' +
  '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Person","name":"Hannah Mercer"}</script>' +
  '<script src="/enhance.js" defer=""></script>' +
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]});</script>' +
  '<script src="/_next/static/chunks/2ib-ra81prjpe.js" async=""></script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>' +
  '<script>$RC("B:0","S:0")</script></body>';

export const nextPage = `<!DOCTYPE html><html lang="en-GB">${head}${body}</html>`;
