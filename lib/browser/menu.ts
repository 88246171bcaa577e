/**
 * Phone menu toggle: opens and closes the panel named by the toggle's aria-controls,
 * keeps aria-expanded in step, and closes on link choice and on Escape.
 */
export function initMenu(doc: Document = document): void {
  const toggle = doc.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const menu = toggle && doc.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!toggle || !menu) return;

  const isOpen = () => toggle.getAttribute('aria-expanded') === 'true';
  const setOpen = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    menu.toggleAttribute('data-open', open);
  };

  toggle.addEventListener('click', () => setOpen(!isOpen()));
  menu.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  });
  doc.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && isOpen()) {
      setOpen(false);
      toggle.focus();
    }
  });
}
