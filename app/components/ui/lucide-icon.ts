/**
 * The icon factory lucide's icon modules use, in the builds (scripts/vite-icon-paths.ts points
 * their `../createLucideIcon.mjs` here; docs/decisions/212-icons-as-one-element.md). lucide's
 * own component renders two nested components per icon, rebuilds the same attributes at every
 * render and gives each stroke its own child element: on the server for every page, and again
 * when the browser hydrates it. Here an icon is one component rendering one <svg> whose drawing
 * is markup written once per icon; only an icon given children of its own renders child
 * elements. The markup is lucide's, attribute for attribute, for every prop lucide takes
 * (lucide-icon.test.ts renders every icon both ways), so a page looks and hydrates the same.
 */
import { createElement, forwardRef, type ForwardRefExoticComponent, type RefAttributes } from "react";
import { useLucideContext } from "lucide-react/dist/esm/context.mjs";
import type { LucideProps } from "lucide-react";
import { escapeHtml } from "~/lib/html-escape";

type IconNode = [tag: string, attrs: Record<string, string | number>, children?: unknown][];
export interface IconData {
  name?: string;
  size?: number;
  width?: number;
  height?: number;
  node: IconNode;
  aliases?: unknown[];
}
type IconComponent = ForwardRefExoticComponent<Omit<LucideProps, "ref"> & RefAttributes<SVGSVGElement>>;

/**
 * The icon's children as markup, as React writes them, or null when that cannot be done safely
 * (a child with children of its own, or an attribute React would rename).
 */
export function iconMarkup(node: IconNode, extra = ""): string | null {
  let html = "";
  for (const [tag, attrs, children] of node) {
    if (children !== undefined || !/^[a-z]+$/.test(tag)) return null;
    let attributes = extra;
    for (const [name, value] of Object.entries(attrs)) {
      if (name === "key") continue;
      if (!/^[a-z][a-z0-9-]*$/.test(name)) return null;
      attributes += ` ${name}="${escapeHtml(String(value))}"`;
    }
    html += `<${tag}${attributes}></${tag}>`;
  }
  return html;
}

/** lucide's rule for leaving an icon out of the accessibility tree: no label, role or title. */
function labelled(props: Record<string, unknown>): boolean {
  for (const name in props) {
    if ((name.startsWith("aria-") || name === "role" || name === "title") && props[name] != null) return true;
  }
  return false;
}

const orDefault = <T>(value: T | undefined, fallback: T) => (value === undefined ? fallback : value);

export default function createLucideIcon(iconData: IconData): IconComponent {
  const classes = ["lucide"];
  if (iconData.name) classes.push(`lucide-${iconData.name}`);
  for (const alias of iconData.aliases ?? []) {
    if (typeof alias === "string" && alias.trim() !== "") classes.push(`lucide-${alias}`);
  }
  const viewBoxWidth = iconData.size ?? iconData.width ?? 24;
  const viewBoxHeight = iconData.size ?? iconData.height ?? 24;
  const viewBox = `0 0 ${viewBoxWidth} ${viewBoxHeight}`;
  // Written at the icon's first render, not when its module loads (a page loads more icons than it shows).
  let drawing: { __html: string } | null | undefined;
  let nonScalingDrawing: { __html: string } | undefined;

  const Component = forwardRef<SVGSVGElement, LucideProps>((props, ref) => {
    const context = useLucideContext() ?? {};
    const {
      color,
      size,
      width,
      height,
      strokeWidth,
      absoluteStrokeWidth,
      nonScalingStroke,
      className,
      children,
      // lucide's own component takes these too (and ignores them once it has an icon).
      iconNode: _iconNode,
      icon: _icon,
      ...rest
    } = props as LucideProps & { iconNode?: unknown; icon?: unknown };
    const contextSize = orDefault(context.size, 24);
    const stroke = color ?? orDefault(context.color, "currentColor");
    const pixelWidth = width ?? size ?? contextSize;
    const pixelHeight = height ?? size ?? contextSize;
    const lineWidth = strokeWidth ?? orDefault(context.strokeWidth, 2);
    const absolute = absoluteStrokeWidth ?? orDefault(context.absoluteStrokeWidth, false);
    const nonScaling = nonScalingStroke ?? orDefault(context.nonScalingStroke, false);
    const tokens = new Set(classes);
    for (const token of `${orDefault(context.className, "")} ${className ?? ""}`.split(/\s+/)) {
      if (token) tokens.add(token);
    }
    const attributes: Record<string, unknown> = {
      ref,
      xmlns: "http://www.w3.org/2000/svg",
      width: pixelWidth ?? 24,
      height: pixelHeight ?? 24,
      viewBox,
      fill: "none",
      stroke: stroke || "currentColor",
      strokeWidth: absolute
        ? (Number(lineWidth ?? 2) * Number(viewBoxWidth)) / Number(pixelWidth ?? 24)
        : (lineWidth ?? 2),
      strokeLinecap: "round",
      strokeLinejoin: "round",
      className: [...tokens].join(" "),
      ...(children || labelled(rest) ? {} : { "aria-hidden": "true" }),
      ...rest,
    };
    if (drawing === undefined) {
      const html = iconMarkup(iconData.node);
      drawing = html === null ? null : { __html: html };
    }
    if (children == null && drawing !== null) {
      if (!nonScaling) return createElement("svg", { ...attributes, dangerouslySetInnerHTML: drawing });
      nonScalingDrawing ??= {
        __html: iconMarkup(iconData.node, ' vector-effect="non-scaling-stroke"') ?? "",
      };
      return createElement("svg", { ...attributes, dangerouslySetInnerHTML: nonScalingDrawing });
    }
    return createElement("svg", attributes, [
      ...iconData.node.map(([tag, attrs]) =>
        createElement(tag, nonScaling ? { vectorEffect: "non-scaling-stroke", ...attrs } : attrs),
      ),
      ...(Array.isArray(children) ? children : [children]),
    ]);
  });
  if (iconData.name) {
    Component.displayName = iconData.name.replace(/(^|-)(\w)/g, (_m, _dash, c: string) => c.toUpperCase());
  }
  return Component as IconComponent;
}
