import {
  Brain,
  Briefcase,
  Building2,
  CircleHelp,
  ClipboardCheck,
  GitPullRequest,
  Hammer,
  Laptop,
  type LucideIcon,
  UserCheck,
  Users,
  Video,
  Wallet,
} from "lucide-react";
import type { AboutIcon } from "~/content/about";

/* Content names its icons; this map turns the names into lucide components (one module per page keeps each page to its own icons). */

export const aboutIcons: Record<AboutIcon, LucideIcon> = {
  "user-check": UserCheck,
  users: Users,
  laptop: Laptop,
  briefcase: Briefcase,
  wallet: Wallet,
  brain: Brain,
  video: Video,
  hammer: Hammer,
  "git-pull-request": GitPullRequest,
  "clipboard-check": ClipboardCheck,
  "help-circle": CircleHelp,
  "building-2": Building2,
};
