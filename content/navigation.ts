export interface NavLink {
  label: string;
  href: string;
}

/** The top bar, in order. 'Get Started' is the call to action beside them. */
export const mainNav: NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'About', href: '/about' },
  { label: 'Services', href: '/services' },
  { label: 'Portfolio', href: '/portfolio' },
  { label: 'Blog', href: '/blog' },
];

export const getStarted: NavLink = { label: 'Get Started', href: '/contact' };

export const footerServices: NavLink[] = [
  { label: 'Content Marketing', href: '/services#content-marketing' },
  { label: 'LinkedIn Ghostwriting', href: '/services#linkedin-ghostwriting' },
];

export const footerCompany: NavLink[] = [
  { label: 'About', href: '/about' },
  { label: 'Portfolio', href: '/portfolio' },
  { label: 'Blog', href: '/blog' },
  { label: 'Contact', href: '/contact' },
];
