// lucide-react's own modules that app/components/ui/lucide-icon.ts builds on (its package
// exports them under "./dist/*" without types).
declare module "lucide-react/dist/esm/createLucideIcon.mjs" {
  import type { LucideIcon } from "lucide-react";
  export default function createLucideIcon(
    iconDataOrName: unknown,
    iconNode?: unknown,
    aliases?: unknown,
  ): LucideIcon;
}
declare module "lucide-react/dist/esm/context.mjs" {
  import type { ReactNode } from "react";
  export function useLucideContext(): Record<string, unknown> | null;
  export function LucideProvider(props: {
    children?: ReactNode;
    size?: number;
    color?: string;
    strokeWidth?: number;
    absoluteStrokeWidth?: boolean;
    nonScalingStroke?: boolean;
    className?: string;
  }): ReactNode;
}
