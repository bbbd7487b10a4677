/**
 * A small structured-data checker for the SEO gate: every JSON-LD block must
 * parse, name schema.org and a @type, and carry the properties search engines
 * require for the types this site uses (Google's structured-data rules).
 * Returns the problems found (empty = valid).
 */
const REQUIRED: Record<string, string[]> = {
  Organization: ["name", "url"],
  EducationalOrganization: ["name", "url"],
  WebSite: ["name", "url"],
  BreadcrumbList: ["itemListElement"],
  ItemList: ["itemListElement"],
  Course: ["name", "description", "provider"],
  JobPosting: ["title", "description", "datePosted", "hiringOrganization", "jobLocation"],
  BlogPosting: ["headline", "datePublished", "author"],
  Article: ["headline", "datePublished", "author"],
  FAQPage: ["mainEntity"],
};

type Json = Record<string, unknown>;

export function jsonLdProblems(text: string, siteOrigin: string): string[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return [`not JSON: ${(error as Error).message}`];
  }
  const items = Array.isArray(data) ? data : [data];
  const problems: string[] = [];
  for (const item of items) {
    if (!isObject(item)) {
      problems.push("a JSON-LD block must be an object");
      continue;
    }
    const context = item["@context"];
    if (typeof context !== "string" || !/^https?:\/\/schema\.org\/?$/.test(context)) {
      problems.push(`@context must be https://schema.org, got ${JSON.stringify(context)}`);
    }
    problems.push(...nodeProblems(item, siteOrigin, "$"));
  }
  return problems;
}

/** The @type values found in a JSON-LD block (top level and @graph). */
export function jsonLdTypes(text: string): string[] {
  try {
    const data = JSON.parse(text) as unknown;
    const items = (Array.isArray(data) ? data : [data]).flatMap((i) =>
      isObject(i) && Array.isArray(i["@graph"]) ? (i["@graph"] as unknown[]) : [i],
    );
    return items.flatMap((i) => (isObject(i) ? [i["@type"]].flat().map(String) : []));
  } catch {
    return [];
  }
}

function nodeProblems(node: Json, origin: string, where: string): string[] {
  if (Array.isArray(node["@graph"])) {
    return (node["@graph"] as unknown[]).flatMap((n, i) =>
      isObject(n)
        ? nodeProblems(n, origin, `${where}.@graph[${i}]`)
        : [`${where}.@graph[${i}] is not an object`],
    );
  }
  const types = [node["@type"]].flat();
  if (!types.length || types.some((t) => typeof t !== "string" || !t)) return [`${where}: missing @type`];
  const problems: string[] = [];
  for (const type of types as string[]) {
    for (const prop of REQUIRED[type] ?? []) {
      const value = node[prop];
      if (value === undefined || value === null || value === "" || (Array.isArray(value) && !value.length)) {
        problems.push(`${where} (${type}): missing ${prop}`);
      }
    }
    if (type === "BreadcrumbList" || type === "ItemList")
      problems.push(...listProblems(node, origin, `${where} (${type})`));
  }
  for (const key of ["url", "@id"]) {
    const value = node[key];
    if (typeof value === "string" && !isAbsolute(value))
      problems.push(`${where}: ${key} must be an absolute URL`);
  }
  return problems;
}

function listProblems(node: Json, origin: string, where: string): string[] {
  const items = node.itemListElement;
  if (!Array.isArray(items)) return [`${where}: itemListElement must be a list`];
  const problems: string[] = [];
  items.forEach((entry, i) => {
    if (!isObject(entry)) {
      problems.push(`${where}: item ${i + 1} is not an object`);
      return;
    }
    if (entry.position !== i + 1)
      problems.push(`${where}: item ${i + 1} has position ${String(entry.position)}`);
    const target = entry.item ?? entry.url;
    const url =
      typeof target === "string" ? target : isObject(target) ? (target["@id"] ?? target.url) : undefined;
    if (typeof url === "string" && !isAbsolute(url))
      problems.push(`${where}: item ${i + 1} URL must be absolute`);
    if (
      typeof url === "string" &&
      isAbsolute(url) &&
      new URL(url).origin !== origin &&
      entry["@type"] === "ListItem"
    ) {
      problems.push(`${where}: item ${i + 1} points to another site (${url})`);
    }
    if (entry["@type"] === "ListItem" && !entry.name && !isObject(entry.item)) {
      problems.push(`${where}: item ${i + 1} has no name`);
    }
  });
  return problems;
}

function isObject(v: unknown): v is Json {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function isAbsolute(url: string) {
  return /^https?:\/\//.test(url);
}
