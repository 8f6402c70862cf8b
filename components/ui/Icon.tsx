/**
 * Icons drawn from lucide's icon data as inline SVG in the server HTML: no client JavaScript.
 */
import {
  Award, BadgeCheck, BookOpen, Briefcase, Building, Calendar, CircleCheck, ClipboardCheck, Clock, Coins,
  Compass, FileText, Globe, GraduationCap, Handshake, Headphones, HeartPulse, House, IdCard, Landmark,
  Languages, MapPin, MessageCircle, Plane, Scale, Search, ShieldCheck, Star, TrendingUp, University,
  UserCheck, Users, Wallet, Menu, X, ChevronDown, Phone, Mail, Quote, Download, ExternalLink, Pause, Play,
  type IconNode,
} from 'lucide';
import { createElement } from 'react';
import type { IconName } from '@/lib/content/icons';

const contentIcons: Record<IconName, IconNode> = {
  award: Award,
  'badge-check': BadgeCheck,
  'book-open': BookOpen,
  briefcase: Briefcase,
  building: Building,
  calendar: Calendar,
  'check-circle': CircleCheck,
  'clipboard-check': ClipboardCheck,
  clock: Clock,
  coins: Coins,
  compass: Compass,
  'file-text': FileText,
  globe: Globe,
  'graduation-cap': GraduationCap,
  handshake: Handshake,
  headphones: Headphones,
  'heart-pulse': HeartPulse,
  home: House,
  'id-card': IdCard,
  landmark: Landmark,
  languages: Languages,
  'map-pin': MapPin,
  'message-circle': MessageCircle,
  plane: Plane,
  scale: Scale,
  search: Search,
  'shield-check': ShieldCheck,
  star: Star,
  'trending-up': TrendingUp,
  university: University,
  'user-check': UserCheck,
  users: Users,
  wallet: Wallet,
};

/** Icons the interface itself uses (menus, buttons). */
export const uiIcons = {
  menu: Menu,
  close: X,
  chevron: ChevronDown,
  phone: Phone,
  mail: Mail,
  quote: Quote,
  download: Download,
  external: ExternalLink,
  pause: Pause,
  play: Play,
  pin: MapPin,
  star: Star,
  chat: MessageCircle,
} satisfies Record<string, IconNode>;

type Props = { node: IconNode; size?: number; className?: string };

/** Decorative by design: the text next to an icon carries the meaning. */
export function SvgIcon({ node, size = 24, className }: Props) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {node.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
    </svg>
  );
}

export function Icon({ name, size, className }: { name: IconName; size?: number; className?: string }) {
  return <SvgIcon node={contentIcons[name]} size={size} className={className} />;
}
