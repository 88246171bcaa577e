import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/Icon';
import { localHref } from '@/lib/render/local-href';

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-card border px-6 py-[calc(0.625rem-1px)] text-base/6 font-semibold tracking-[0.01em] transition-colors focus-visible:outline-2 focus-visible:outline-offset-2';

/** Every variant has a 1 px border (transparent where none is drawn), so every button is the same 44 px tall. */
export const buttonStyles = {
  primary: `${base} border-transparent bg-accent text-white hover:bg-accent-hover focus-visible:outline-accent`,
  secondary: `${base} border-ink/20 bg-white text-ink hover:border-accent hover:text-accent focus-visible:outline-accent`,
  /** White on an accent panel; the focus ring turns white so it shows against the accent. */
  inverse: `${base} border-transparent bg-white text-accent-hover hover:bg-accent-tint focus-visible:outline-white`,
} as const;

interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  variant?: keyof typeof buttonStyles;
  className?: string;
  /** Ends the label with the arrow that says the button leads on (kept at every width). */
  arrow?: boolean;
}

/** A link styled as a button; internal paths get the base path. */
export function ButtonLink({ href, children, variant = 'primary', className = '', arrow = false }: ButtonLinkProps) {
  return (
    <a href={localHref(href)} className={`${buttonStyles[variant]} ${className}`}>
      {children}
      {arrow && <Icon name="arrow-right" className="size-5 shrink-0" />}
    </a>
  );
}
