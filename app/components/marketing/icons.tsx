import {
  Award,
  BookOpen,
  Bot,
  Binary,
  Braces,
  Brain,
  Briefcase,
  Building2,
  ClipboardCheck,
  Cloud,
  Code,
  Cpu,
  Database,
  FileText,
  GitBranch,
  GitPullRequest,
  GraduationCap,
  Hammer,
  CircleHelp,
  Laptop,
  type LucideIcon,
  MessageCircle,
  Mic,
  Play,
  Rocket,
  Sparkles,
  Sprout,
  Target,
  Terminal,
  UserCheck,
  UserRound,
  Users,
  Video,
  Wallet,
} from "lucide-react";
import type { AboutIcon } from "~/content/about";
import type { ArticleIcon } from "~/content/articles";
import type { CourseFeatureIcon } from "~/content/courses";
import type { HomeIcon } from "~/content/home";
import type { MindsetIcon } from "~/content/mindset";

/* Content names its icons; these maps turn names into lucide components. One map per page keeps each page's bundle to the icons it shows. */

export const homeIcons: Record<HomeIcon, LucideIcon> = {
  "book-open": BookOpen,
  briefcase: Briefcase,
  award: Award,
  users: Users,
  brain: Brain,
  hammer: Hammer,
  code: Code,
  database: Database,
  cloud: Cloud,
  cpu: Cpu,
  terminal: Terminal,
  "git-branch": GitBranch,
  braces: Braces,
  rocket: Rocket,
  "graduation-cap": GraduationCap,
  target: Target,
};

export const articleIcons: Record<ArticleIcon, LucideIcon> = {
  "building-2": Building2,
  binary: Binary,
  bot: Bot,
  code: Code,
};

export const courseFeatureIcons: Record<CourseFeatureIcon, LucideIcon> = {
  video: Video,
  hammer: Hammer,
  award: Award,
  briefcase: Briefcase,
  users: Users,
  play: Play,
};

export const mindsetIcons: Record<MindsetIcon, LucideIcon> = {
  "user-round": UserRound,
  "message-circle": MessageCircle,
  "file-text": FileText,
  mic: Mic,
  sparkles: Sparkles,
  sprout: Sprout,
};

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
