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
  house: House,
  mail: Mail,
  menu: Menu,
  'refresh-cw': RefreshCw,
  route: Route,
  search: Search,
  'square-arrow-out-up-right': SquareArrowOutUpRight,
  x: X,
} as const;

export type IconName = keyof typeof icons;
