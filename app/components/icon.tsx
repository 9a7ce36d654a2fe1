import {
  Baby,
  BadgeCheck,
  Briefcase,
  Bus,
  Clapperboard,
  Clock,
  FerrisWheel,
  GraduationCap,
  HandHeart,
  Heart,
  Hotel,
  MapPin,
  MessageCircle,
  PartyPopper,
  Plane,
  School,
  ShieldCheck,
  Star,
  Trophy,
  Users,
  type LucideIcon,
} from 'lucide-react';

/**
 * The icons content files may name. A fixed map, not a dynamic import of the whole set, so only
 * these reach the bundle; an unknown name falls back to the bus.
 */
const ICONS: Record<string, LucideIcon> = {
  Baby,
  BadgeCheck,
  Briefcase,
  Bus,
  Clapperboard,
  Clock,
  FerrisWheel,
  GraduationCap,
  HandHeart,
  Heart,
  Hotel,
  MapPin,
  MessageCircle,
  PartyPopper,
  Plane,
  School,
  ShieldCheck,
  Star,
  Trophy,
  Users,
};

export function ContentIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? Bus;
  return <Icon aria-hidden className={className} />;
}
