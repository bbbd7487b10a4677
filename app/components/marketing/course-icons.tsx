import { Award, Briefcase, Hammer, type LucideIcon, Play, Users, Video } from "lucide-react";
import type { CourseFeatureIcon } from "~/content/courses";

/* Content names its icons; this map turns the names into lucide components (one module per page keeps each page to its own icons). */

export const courseFeatureIcons: Record<CourseFeatureIcon, LucideIcon> = {
  video: Video,
  hammer: Hammer,
  award: Award,
  briefcase: Briefcase,
  users: Users,
  play: Play,
};
