import {
  CircleAlert,
  CircleCheck,
  Clock,
  Info,
  type LucideIcon,
  Megaphone,
  TriangleAlert,
  Wrench,
} from "lucide-react";

/**
 * The icons an operator may name in a system alert's `icon` (docs/decisions.md: system alerts). A name,
 * not a glyph: an emoji renders as nothing where the device has no emoji font.
 */
const ALERT_ICONS: Readonly<Record<string, LucideIcon>> = {
  info: Info,
  success: CircleCheck,
  warning: TriangleAlert,
  error: CircleAlert,
  maintenance: Wrench,
  clock: Clock,
  announcement: Megaphone,
};

/** The icon `name` stands for; an unknown name (an emoji, a typo) gives none, so the severity's own shows. */
export function alertIcon(name: string | undefined): LucideIcon | undefined {
  const key = name?.trim().toLowerCase() ?? "";
  return Object.hasOwn(ALERT_ICONS, key) ? ALERT_ICONS[key] : undefined;
}
