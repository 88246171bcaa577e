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

/** Screen-reader name of the phone menu's toggle. */
export const menuToggleLabel = 'Menu';

/** The 404 page, shown for any address the site does not have (the blog's own variant is in content/blog.ts). */
export const notFoundPage = {
  title: 'Page not found',
  code: '404',
  headline: 'Oops! Page not found',
  text: 'The page you were looking for has moved or never existed. Everything else is one click away.',
  home: { label: 'Return to Home', href: '/' } satisfies NavLink,
};

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
