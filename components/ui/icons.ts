/**
 * The site's icons (lucide, outline), by the name a page uses them by. Each is drawn once, into the sprite
 * `/icons.svg` (scripts/prebuild/icon-sprite.ts writes it before each build), and shown by `<Icon name>`
 * (components/ui/Icon.tsx, which imports only the names' type, so no page's script carries lucide).
 * A new icon is one line here.
 */
import {
  ArrowDown,
  ArrowLeft,
  ArrowRight,
  ArrowUpRight,
  CalendarDays,
  Check,
  ChevronDown,
  ChevronRight,
  CircleCheck,
  Clock,
  House,
  Mail,
  Menu,
  RefreshCw,
  Route,
  Search,
  SquareArrowOutUpRight,
  X,
} from 'lucide-react';
import { createElement, type ReactElement } from 'react';

/**
 * A network's mark for its share link, drawn in lucide's outline (the shapes of lucide's own brand icons, which its
 * current releases no longer ship), so each share link is recognised at a glance and stays one icon set.
 */
function brand(shapes: ReactElement[]) {
  return function BrandIcon() {
    return createElement('svg', { xmlns: 'http://www.w3.org/2000/svg', viewBox: '0 0 24 24' }, ...shapes);
  };
}
const path = (d: string, key: string) => createElement('path', { d, key });
const TwitterBird = brand([path('M22 4s-.7 2.1-2 3.4c1.6 10-9.4 17.3-18 11.6 2.2.1 4.4-.6 6-2C3 15.5.5 9.6 3 5c2.2 2.6 5.6 4.1 9 4-.9-4.2 4-6.6 7-3.8 1.1 0 3-1.2 3-1.2z', 'bird')]);
const LinkedInMark = brand([
  path('M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-2-2 2 2 0 0 0-2 2v7h-4v-7a6 6 0 0 1 6-6z', 'n'),
  createElement('rect', { width: 4, height: 12, x: 2, y: 9, key: 'i' }),
  createElement('circle', { cx: 4, cy: 4, r: 2, key: 'dot' }),
]);
const FacebookMark = brand([path('M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z', 'f')]);

export const icons = {
  'arrow-down': ArrowDown,
  'arrow-left': ArrowLeft,
  'arrow-right': ArrowRight,
  'arrow-up-right': ArrowUpRight,
  'calendar-days': CalendarDays,
  check: Check,
  'chevron-down': ChevronDown,
  'chevron-right': ChevronRight,
  'circle-check': CircleCheck,
  clock: Clock,
  facebook: FacebookMark,
  house: House,
  linkedin: LinkedInMark,
  mail: Mail,
  menu: Menu,
  'refresh-cw': RefreshCw,
  route: Route,
  search: Search,
  'square-arrow-out-up-right': SquareArrowOutUpRight,
  twitter: TwitterBird,
  x: X,
} as const;

export type IconName = keyof typeof icons;
