import type { ReactNode } from 'react';
import { localHref } from '@/lib/render/local-href';

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-card px-6 py-2.5 text-base/6 font-semibold tracking-[0.01em] transition-colors focus-visible:outline-2 focus-visible:outline-offset-2';

export const buttonStyles = {
  primary: `${base} bg-accent text-white hover:bg-accent-hover focus-visible:outline-accent`,
  secondary: `${base} border border-ink/20 bg-white text-ink hover:border-accent hover:text-accent focus-visible:outline-accent`,
  /** White on an accent panel; the focus ring turns white so it shows against the accent. */
  inverse: `${base} bg-white text-accent-hover hover:bg-accent-tint focus-visible:outline-white`,
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
