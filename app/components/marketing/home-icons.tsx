import {
  Award,
  Binary,
  BookOpen,
  Bot,
  Braces,
  Brain,
  Briefcase,
  Building2,
  Cloud,
  Code,
  Cpu,
  Database,
  GitBranch,
  GraduationCap,
  Hammer,
  type LucideIcon,
  Rocket,
  Target,
  Terminal,
  Users,
} from "lucide-react";
import type { HomeIcon } from "~/content/home";
import type { ArticleIcon } from "~/content/articles";

/* Content names its icons; this map turns the names into lucide components (one module per page keeps each page to its own icons). */

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
