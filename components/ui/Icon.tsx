import type { SVGProps } from 'react';
import type { IconName } from '@/components/ui/icons';
import { iconSpritePath } from '@/lib/render/icon-sprite';
import { localHref } from '@/lib/render/local-href';

/**
 * A decorative icon from the site's set (components/ui/icons.ts): a `<use>` of its symbol in the cached sprite, so a
 * page carries one short tag per icon instead of its paths. The symbol draws the outline in `currentColor` (the text
 * colour here) and scales to the size `className` gives; the stroke width is inherited from this element. Hidden from
 * assistive technology: the text beside it says what it means.
 */
export function Icon({ name, strokeWidth = 2, ...props }: { name: IconName } & Omit<SVGProps<SVGSVGElement>, 'children' | 'aria-hidden'>) {
  return (
    <svg width="24" height="24" strokeWidth={strokeWidth} aria-hidden="true" {...props}>
      <use href={`${localHref(iconSpritePath)}#${name}`} />
    </svg>
  );
}
