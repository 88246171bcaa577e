import type { ReactNode } from 'react';

interface CardProps {
  children: ReactNode;
  /** `article` for self-contained items (a service, a work sample); `div` otherwise. */
  as?: 'div' | 'article' | 'li';
  className?: string;
}

/** White panel with a hairline border: the site's one card style. */
export function Card({ children, as: Tag = 'div', className = '' }: CardProps) {
  return <Tag className={`rounded-card border border-line bg-white p-6 md:p-8 ${className}`}>{children}</Tag>;
}
