import { Figures } from '@/components/ui/Figures';

/**
 * A feature list set as a writer sets one: each item led by a short rule in the accent (an en dash's width), hanging in the margin from
 * 1,280 px so the words keep the column's edge (below, it sits inside: the page's margin there is too narrow to hang into).
 */
export function CheckList({ items, className = '' }: { items: string[]; className?: string }) {
  return (
    <ul className={`space-y-1.5 sm:space-y-2 md:space-y-3 ${className}`}>
      {items.map((item) => (
        <li key={item} className="relative pl-6 before:absolute before:left-0 before:top-[calc(0.55lh-1px)] before:h-0.5 before:w-3 before:bg-accent before:content-[''] max-sm:text-base max-sm:leading-snug xl:-ml-6">
          <Figures text={item} />
        </li>
      ))}
    </ul>
  );
}
