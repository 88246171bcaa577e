/**
 * What a page's first paint waits for: the marker ending its opening block, which the layout's `<link rel="expect"
 * blocking="render">` waits for, so a browser painting a page still arriving never shows a half-parsed hero and
 * moves it. The marker sits after the block: browsers release the wait once the element is in the document.
 */
export const firstScreenEndId = 'first-screen-end';
