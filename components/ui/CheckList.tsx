import { Icon } from '@/components/ui/Icon';
import { Figures } from '@/components/ui/Figures';

/** A feature list with accent check marks. */
export function CheckList({ items, className = '' }: { items: string[]; className?: string }) {
  return (
    <ul className={`space-y-1.5 sm:space-y-2 md:space-y-3 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 max-sm:text-base max-sm:leading-snug">
          <Icon name="check" className="mt-0.5 size-5 shrink-0 text-accent sm:mt-1" strokeWidth={2.25} />
          <span>
            <Figures text={item} />
          </span>
        </li>
      ))}
    </ul>
  );
}
