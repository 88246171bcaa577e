/**
 * The site's icons (lucide, outline), by the name a page uses them by. Each is drawn once, into the sprite
 * `/icons.svg` (lib/prebuild/icon-sprite.ts writes it before each build), and shown by `<Icon name>`
 * (components/ui/Icon.tsx, which imports only the names' type, so no page's script carries lucide).
 * A new icon is one line here.
 */
import {
  ArrowDown,
  ArrowLeft,
  ArrowRight,
  ArrowUpRight,
  Building2,
  CalendarDays,
  Check,
  ChevronDown,
  ChevronRight,
  CircleCheck,
  Clock,
  Handshake,
  House,
  Mail,
  Megaphone,
  Menu,
  Microscope,
  PenLine,
  Presentation,
  RefreshCw,
  Route,
  Search,
  Sparkles,
  SquareArrowOutUpRight,
  X,
} from 'lucide-react';

export const icons = {
  'arrow-down': ArrowDown,
  'arrow-left': ArrowLeft,
  'arrow-right': ArrowRight,
  'arrow-up-right': ArrowUpRight,
  'building-2': Building2,
  'calendar-days': CalendarDays,
  check: Check,
  'chevron-down': ChevronDown,
  'chevron-right': ChevronRight,
  'circle-check': CircleCheck,
  clock: Clock,
  handshake: Handshake,
  house: House,
  mail: Mail,
  megaphone: Megaphone,
  menu: Menu,
  microscope: Microscope,
  'pen-line': PenLine,
  presentation: Presentation,
  'refresh-cw': RefreshCw,
  route: Route,
  search: Search,
  sparkles: Sparkles,
  'square-arrow-out-up-right': SquareArrowOutUpRight,
  x: X,
} as const;

export type IconName = keyof typeof icons;
