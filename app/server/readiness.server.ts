import type { SiteConfig } from "~/content/site";
import { defaultSiteConfig } from "~/content/site";
import { EnvError, env, type Env, siteConfig } from "./env.server";

/*
 * "Ready for a real owner" (PRODUCT.md decision 16). A deployment (a
 * production start, or any start on PostgreSQL) refuses to serve visitors
 * the placeholder business details or a localhost address unless told it is
 * a demo (DEMO_MODE=true); the quick start (`npm start`, embedded database)
 * is such a demo and says so.
 */

export interface Placeholder {
  setting: string;
  problem: string;
}

const PLACEHOLDER_DOMAINS = /(^|\.)(example\.(com|org|net)|localhost|invalid|test)$/i;
const LOCAL_HOSTS = /^(localhost|127(\.\d+){3}|\[::1\]|0\.0\.0\.0)$/i;

/** Each setting that still has a placeholder value, with what is wrong. */
export function placeholderSettings(env: Env, site: SiteConfig): Placeholder[] {
  const found: Placeholder[] = [];
  const domain = site.email.split("@")[1] ?? "";
  if (PLACEHOLDER_DOMAINS.test(domain)) {
    found.push({ setting: "CONTACT_EMAIL", problem: `the contact e-mail is the placeholder ${site.email}` });
  }
  if (PLACEHOLDER_DOMAINS.test(site.grievanceEmail.split("@")[1] ?? "")) {
    found.push({
      setting: "GRIEVANCE_EMAIL",
      problem: `the privacy page's Grievance Officer e-mail is the placeholder ${site.grievanceEmail}`,
    });
  }
  if (/^(91)?0+$/.test(site.phone.replace(/\D/g, ""))) {
    found.push({ setting: "CONTACT_PHONE", problem: `the phone number is the placeholder ${site.phone}` });
  }
  if (/^(91)?0+$/.test(site.whatsappNumber)) {
    found.push({
      setting: "WHATSAPP_NUMBER",
      problem: `the WhatsApp number is the placeholder ${site.whatsappNumber}`,
    });
  }
  if (site.upiId === defaultSiteConfig.upiId || /example/i.test(site.upiId)) {
    found.push({ setting: "UPI_ID", problem: `payments would go to the placeholder UPI id ${site.upiId}` });
  }
  const host = new URL(site.siteUrl).hostname;
  if (!env.SITE_URL || LOCAL_HOSTS.test(host) || PLACEHOLDER_DOMAINS.test(host)) {
    found.push({
      setting: "SITE_URL",
      problem: `links in e-mails, feeds and shares would point to ${site.siteUrl}`,
    });
  }
  return found;
}

/** A real deployment: production mode, or a shared PostgreSQL database. */
export function isDeployment(env: Env, production: boolean): boolean {
  return production || Boolean(env.DATABASE_URL);
}

export interface Readiness {
  /** Placeholders are in use: a demo (or development), which staff are told about. */
  demo: boolean;
  placeholders: Placeholder[];
}

/** A deployment that would start with placeholders: says what to set. */
export class NotReadyError extends EnvError {
  constructor(problems: string[], reason: string) {
    super(problems);
    this.name = "NotReadyError";
    this.message = [
      `Not starting: this is a deployment (${reason}), but these settings still have placeholder values:`,
      ...problems.map((p) => `  - ${p}`),
      "Set them (see .env.example), or set DEMO_MODE=true to run a demo with the placeholders.",
    ].join("\n");
  }
}

/**
 * Throws NotReadyError (listing every setting to set) when a deployment
 * would start with placeholders and DEMO_MODE is not true.
 */
export function checkReadiness(env: Env, site: SiteConfig, production: boolean): Readiness {
  const placeholders = placeholderSettings(env, site);
  if (placeholders.length > 0 && isDeployment(env, production) && !env.DEMO_MODE) {
    throw new NotReadyError(
      placeholders.map((p) => `${p.setting}: ${p.problem}`),
      production ? "NODE_ENV=production" : "DATABASE_URL is set",
    );
  }
  return { demo: placeholders.length > 0, placeholders };
}

let current: Readiness | undefined;

/** The placeholders in use (computed once; server.ts has refused to start a deployment with any). */
export function readiness(): Readiness {
  if (!current) {
    const placeholders = placeholderSettings(env(), siteConfig());
    current = { demo: placeholders.length > 0, placeholders };
  }
  return current;
}
