import type { ReactNode } from 'react';
import { localHref } from '@/lib/url';

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-card px-5 py-2.5 text-base font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

export const buttonStyles = {
  primary: `${base} bg-accent text-white hover:bg-accent-hover`,
  secondary: `${base} border border-ink/20 bg-white text-ink hover:border-accent hover:text-accent`,
} as const;

interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  variant?: keyof typeof buttonStyles;
  className?: string;
}

/** A link styled as a button; internal paths get the base path. */
export function ButtonLink({ href, children, variant = 'primary', className = '' }: ButtonLinkProps) {
  return (
    <a href={localHref(href)} className={`${buttonStyles[variant]} ${className}`}>
      {children}
    </a>
  );
}
