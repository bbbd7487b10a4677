import { FileText, type LucideIcon, MessageCircle, Mic, Sparkles, Sprout, UserRound } from "lucide-react";
import type { MindsetIcon } from "~/content/mindset";

/* Content names its icons; this map turns the names into lucide components (one module per page keeps each page to its own icons). */

export const mindsetIcons: Record<MindsetIcon, LucideIcon> = {
  "user-round": UserRound,
  "message-circle": MessageCircle,
  "file-text": FileText,
  mic: Mic,
  sparkles: Sparkles,
  sprout: Sprout,
};
