/**
 * Share Article: a plain click on a share link opens that network's share address in a
 * 600 x 400 popup instead of a tab. Modified clicks (new tab, new window) keep the browser's behaviour.
 */
import { SHARE_POPUP_FEATURES } from '../render/share';

export function initShare(doc: Document = document): void {
  doc.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-share]');
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    window.open(link.href, `share-${link.dataset.share}`, SHARE_POPUP_FEATURES);
  });
}
