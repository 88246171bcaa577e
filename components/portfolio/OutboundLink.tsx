import { Icon } from '@/components/ui/Icon';
import { ExternalLink } from '@/components/ui/ExternalLink';

const outboundLinkStyle =
  '-mx-1 inline-flex min-h-11 items-center gap-1.5 whitespace-nowrap rounded-card px-1 font-semibold text-accent hover:text-accent-hover hover:underline hover:underline-offset-4';

/** The portfolio's outbound links (content/portfolio.json `portfolioLinks`): the action, then what it opens for screen readers. */
export function OutboundLink({ href, action, name, className = '' }: { href: string; action: string; name: string; className?: string }) {
  return (
    <ExternalLink href={href} className={`${outboundLinkStyle} ${className}`}>
      {action}
      <span className="sr-only">: {name}</span>
      <Icon name="arrow-up-right" className="size-5" />
    </ExternalLink>
  );
}
