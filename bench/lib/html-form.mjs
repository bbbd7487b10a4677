// Reads a server-rendered form out of a page's HTML and fills it like a
// visitor would, so the bench and the scale-out test post exactly what the
// real page would post (hidden tokens included) without knowing its fields.
// No dependencies: imported by bench/ and by tests/.

/**
 * The first POST form whose action is `path` (or that has no action) and that
 * has a field named like `mustHave`: where it posts (path and query) and its fields.
 * @param {string} html
 * @param {string} path
 * @param {RegExp} mustHave
 */
export function findForm(html, path, mustHave) {
  for (const m of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)) {
    if (!/method=["']?post/i.test(m[1])) continue;
    const action = m[1].match(/\saction=["']([^"']*)["']/i)?.[1];
    const target = new URL(action ? decodeEntities(action) : path, "http://x");
    if (target.pathname !== path) continue;
    const fields = parseFields(m[2]);
    if (fields.some((f) => mustHave.test(f.name)))
      return { action: `${target.pathname}${target.search}`, fields };
  }
  return null;
}

/** The fields of findForm(), or null. */
export function findFormFields(html, path, mustHave) {
  return findForm(html, path, mustHave)?.fields ?? null;
}

/** @param {string} form inner HTML of a form */
export function parseFields(form) {
  const fields = [];
  for (const m of form.matchAll(/<(input|select|textarea)\b([^>]*)>/gi)) {
    const tag = m[1].toLowerCase();
    const attrs = m[2];
    const name = attrs.match(/\sname=["']([^"']+)["']/i)?.[1];
    if (!name) continue;
    const type = (
      attrs.match(/\stype=["']([^"']+)["']/i)?.[1] ?? (tag === "input" ? "text" : tag)
    ).toLowerCase();
    if (["submit", "button", "file", "image", "reset"].includes(type)) continue;
    const value = decodeEntities(attrs.match(/\svalue=["']([^"']*)["']/i)?.[1] ?? "");
    let options = [];
    if (tag === "select") {
      const inner = form.slice(m.index).match(/<select\b[\s\S]*?<\/select>/i)?.[0] ?? "";
      options = [...inner.matchAll(/<option\b[^>]*\svalue=["']([^"']*)["']/gi)]
        .map((o) => decodeEntities(o[1]))
        .filter(Boolean);
    }
    fields.push({ name, type, value, options });
  }
  return fields;
}

const SAMPLE_MESSAGES = [
  "When does the next Python Full Stack batch start, and are weekend classes available?",
  "I am a final-year student. Could you tell me about the placement support for the Java course?",
  "Please share the fee details and the payment plans for the AI & Machine Learning course.",
];

/**
 * A visitor's valid answer for each field: hidden fields keep their value
 * (or get a fresh random token when `freshTokens`), visible ones get valid
 * values, unknown ones (honeypots) stay empty. `values` overrides by name.
 * @returns {URLSearchParams}
 */
export function fillForm(fields, { n = 1, freshTokens = false, values = {} } = {}) {
  const body = new URLSearchParams();
  for (const f of fields) {
    if (f.name in values) body.append(f.name, values[f.name]);
    else body.append(f.name, valueFor(f, n, freshTokens));
  }
  return body;
}

function valueFor(field, n, freshTokens) {
  const name = field.name.toLowerCase();
  if (field.type === "hidden") {
    const tokenLike = /^[\w-]{16,}$/.test(field.value);
    return tokenLike && freshTokens ? crypto.randomUUID() : field.value;
  }
  if (field.type === "checkbox" || field.type === "radio") return field.value || "on";
  if (field.options.length) return field.options[n % field.options.length];
  if (field.type === "email" || name.includes("email")) return `visitor${n}@example.com`;
  if (field.type === "tel" || name.includes("phone") || name.includes("mobile")) return "+91 98765 43210";
  if (["name", "fullname", "full_name", "full-name"].includes(name)) return `Test Visitor ${n}`;
  if (name.includes("message")) return SAMPLE_MESSAGES[n % SAMPLE_MESSAGES.length];
  if (name.includes("subject")) return "Course Information";
  return "";
}

function decodeEntities(s) {
  return s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}
