/**
 * The phone menu is a popover its toggle opens and closes without any script
 * (components/layout/SiteHeader.tsx). A link to a place on the same page scrolls there but leaves
 * the page, and so the popover, as it was; this closes the menu after such a link.
 */
export function initMenu(doc: Document = document): void {
  const menu = doc.getElementById('site-menu');
  if (!menu || typeof menu.hidePopover !== 'function') return;
  menu.addEventListener('click', (event) => {
    const link = (event.target as Element).closest('a');
    if (link && link.hash && link.pathname === doc.location.pathname && menu.matches(':popover-open')) menu.hidePopover();
  });
}
