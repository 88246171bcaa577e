import type { SVGProps } from 'react';
import type { IconName } from '@/components/ui/icons';
import { iconSpritePath } from '@/lib/render/icon-sprite';
import { localHref } from '@/lib/render/local-href';

/**
 * A decorative icon from the site's set (components/ui/icons.ts): a `<use>` of its symbol in the cached sprite, so a
 * page carries one short tag per icon instead of its paths. It takes the text colour (`currentColor`) and its size
 * from `className`, and is hidden from assistive technology: the text beside it says what it means.
 */
export function Icon({ name, strokeWidth = 2, ...props }: { name: IconName } & Omit<SVGProps<SVGSVGElement>, 'children' | 'aria-hidden'>) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      <use href={`${localHref(iconSpritePath)}#${name}`} />
    </svg>
  );
}
