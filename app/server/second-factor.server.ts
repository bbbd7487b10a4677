import { createHash, randomInt } from "node:crypto";
import { and, count, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";
import {
  type AppSetup,
  asAppCode,
  formatRecoveryCode,
  groupSecret,
  normalizeRecoveryCode,
  RECOVERY_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
} from "~/lib/second-factor";
import { type AttemptGate, LOGIN_RULES } from "./account-limits.server";
import { db, type Tx } from "./db/client.server";
import { recoveryCodes, secondFactors, sessions, signInChallenges, users } from "./db/schema.server";
import { composeEmail } from "./email-template.server";
import { siteConfig } from "./env.server";
import { logger } from "./logger.server";
import { enqueueEmail } from "./outbox.server";
import { countAttempt, forgiveAttempt } from "./rate-limit.server";
import { adminsMustUseSecondFactor } from "./second-factor-policy.server";
import { seal, unseal } from "./secret-box.server";
import { type AuditAction, recordAudit, type StaffActor } from "./staff/audit.server";

/*
 * The staff second factor (docs/decisions/150-staff-second-factor.md): an
 * authenticator app (TOTP, RFC 6238: SHA-1, 6 digits, 30 s, as every app
 * reads it) and ten single-use recovery codes. The secret is sealed at rest
 * (secret-box.server.ts), recovery codes are stored as sha256, and an app
 * code is accepted once: the step it belongs to is remembered.
 */

type Person = { id: string; name: string; email: string };

/** One 30-second step either side of now: a phone clock a little off still works. */
const TOLERANCE_SECONDS = 30;
const sealContext = (userId: string) => `second-factor:${userId}`;
const codeHash = (code: string) => createHash("sha256").update(normalizeRecoveryCode(code)).digest("hex");

export interface SecondFactorStatus {
  enabled: boolean;
  enabledAt: Date | null;
  /** A new app is being set up (its QR code is showing). */
  settingUp: boolean;
  recoveryCodesLeft: number;
  /** This person may not go without one (an administrator of a deployment). */
  required: boolean;
}

export async function secondFactorStatus(user: {
  id: string;
  isAdmin: boolean;
}): Promise<SecondFactorStatus> {
  const [row] = await db().select().from(secondFactors).where(eq(secondFactors.userId, user.id));
  const [left] = await db()
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)));
  return {
    enabled: Boolean(row?.enabledAt && row.secretSealed),
    enabledAt: row?.enabledAt ?? null,
    settingUp: Boolean(row?.pendingSealed),
    recoveryCodesLeft: Number(left?.n ?? 0),
    required: user.isAdmin && adminsMustUseSecondFactor(),
  };
}

/** What a sign-in needs after the password: a code, setting up an app first, or nothing more. */
export async function signInStepFor(user: {
  id: string;
  role: string;
  isAdmin: boolean;
}): Promise<"code" | "enrol" | null> {
  if (user.role !== "staff") return null;
  const [row] = await db()
    .select({ id: secondFactors.userId })
    .from(secondFactors)
    .where(
      and(
        eq(secondFactors.userId, user.id),
        isNotNull(secondFactors.enabledAt),
        isNotNull(secondFactors.secretSealed),
      ),
    );
  if (row) return "code";
  return user.isAdmin && adminsMustUseSecondFactor() ? "enrol" : null;
}

// ---------------------------------------------------------------- setting up an app

/** A new secret for an app, kept aside until its first code proves the app has it. */
export async function beginAppSetup(userId: string): Promise<void> {
  const pendingSealed = seal(generateSecret(), sealContext(userId));
  await db()
    .insert(secondFactors)
    .values({ userId, pendingSealed, pendingCreatedAt: new Date() })
    .onConflictDoUpdate({
      target: secondFactors.userId,
      set: { pendingSealed, pendingCreatedAt: new Date() },
    });
}

export async function cancelAppSetup(userId: string): Promise<void> {
  await db()
    .update(secondFactors)
    .set({ pendingSealed: null, pendingCreatedAt: null })
    .where(eq(secondFactors.userId, userId));
}

/** The QR code, the secret to type and the otpauth link of the app being set up, or null. */
export async function appSetupView(user: { id: string; email: string }): Promise<AppSetup | null> {
  const [row] = await db()
    .select({ pending: secondFactors.pendingSealed })
    .from(secondFactors)
    .where(eq(secondFactors.userId, user.id));
  const secret = row?.pending ? unseal(row.pending, sealContext(user.id)) : null;
  if (!secret) return null;
  const uri = generateURI({ issuer: siteConfig().brandName, label: user.email, secret });
  const qrDataUrl = await QRCode.toDataURL(uri, { errorCorrectionLevel: "M", margin: 2, width: 240 });
  return { qrDataUrl, secretGroups: groupSecret(secret), uri };
}

async function checkAppCode(secret: string, code: string) {
  const token = asAppCode(code);
  if (!token) return null;
  try {
    const result = await verify({ secret, token, epochTolerance: TOLERANCE_SECONDS });
    return result.valid && "timeStep" in result ? result.timeStep : null;
  } catch {
    return null;
  }
}

function makeRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: RECOVERY_CODE_LENGTH }, () => RECOVERY_ALPHABET[randomInt(32)]).join(""),
  );
}

/** Replaces every recovery code of the account; returns the new ones, formatted (shown once). */
async function replaceRecoveryCodes(tx: Tx, userId: string): Promise<string[]> {
  const codes = makeRecoveryCodes();
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: codeHash(code) })));
  return codes.map(formatRecoveryCode);
}

export type ConfirmResult = { ok: true; recoveryCodes: string[] } | { ok: false; message: string };

/**
 * The first code from the new app: the app replaces any earlier one, ten new
 * recovery codes are made, the owner is told by e-mail, and it is audited.
 */
export async function confirmAppSetup(user: Person, code: string): Promise<ConfirmResult> {
  const [row] = await db()
    .select({ pending: secondFactors.pendingSealed })
    .from(secondFactors)
    .where(eq(secondFactors.userId, user.id));
  const secret = row?.pending ? unseal(row.pending, sealContext(user.id)) : null;
  if (!row?.pending || !secret) {
    return { ok: false, message: "This set-up has ended. Please start again." };
  }
  const step = await checkAppCode(secret, code);
  if (step === null) {
    return {
      ok: false,
      message: "That code is not right. Check that the app shows this account, and try the newest code.",
    };
  }
  return db().transaction(async (tx) => {
    // Compare-and-set on the secret that was checked: a second tab's confirmation finds nothing to do.
    const done = await tx
      .update(secondFactors)
      .set({
        secretSealed: row.pending,
        enabledAt: new Date(),
        pendingSealed: null,
        pendingCreatedAt: null,
        lastTimeStep: step,
      })
      .where(and(eq(secondFactors.userId, user.id), eq(secondFactors.pendingSealed, row.pending!)))
      .returning({ userId: secondFactors.userId });
    if (done.length === 0)
      return { ok: false as const, message: "This set-up has ended. Please start again." };
    const codes = await replaceRecoveryCodes(tx, user.id);
    await auditOwn(tx, user, "staff.second_factor_enabled");
    await tellOwner(tx, user, "A second factor now protects your account", [
      "An authenticator app was just set up for signing in to your staff account, and ten new recovery codes were made (any earlier ones no longer work).",
    ]);
    return { ok: true as const, recoveryCodes: codes };
  });
}

// ---------------------------------------------------------------- signing in

export type CodeCheck =
  | { ok: true; method: "app" }
  | { ok: true; method: "recovery"; recoveryCodesLeft: number }
  | { ok: false; reason: "wrong" | "replayed" };

/** Checks a sign-in code: an app code (accepted once) or an unused recovery code (used up). */
export async function checkSignInCode(user: Person, input: string): Promise<CodeCheck> {
  const [row] = await db()
    .select({ sealed: secondFactors.secretSealed, lastTimeStep: secondFactors.lastTimeStep })
    .from(secondFactors)
    .where(and(eq(secondFactors.userId, user.id), isNotNull(secondFactors.enabledAt)));
  if (!row?.sealed) return { ok: false, reason: "wrong" };
  if (asAppCode(input)) {
    const secret = unseal(row.sealed, sealContext(user.id));
    if (!secret) {
      // Another key (SESSION_SECRET changed, or another instance's secret.key): recovery codes still work.
      logger.error({ userId: user.id }, "second factor: the app's secret cannot be opened with this key");
      return { ok: false, reason: "wrong" };
    }
    const step = await checkAppCode(secret, input);
    if (step === null) return { ok: false, reason: "wrong" };
    const accepted = await db()
      .update(secondFactors)
      .set({ lastTimeStep: step })
      .where(
        and(
          eq(secondFactors.userId, user.id),
          or(isNull(secondFactors.lastTimeStep), lt(secondFactors.lastTimeStep, step)),
        ),
      )
      .returning({ userId: secondFactors.userId });
    if (accepted.length === 0) return { ok: false, reason: "replayed" };
    return { ok: true, method: "app" };
  }
  return db().transaction(async (tx) => {
    const used = await tx
      .update(recoveryCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(recoveryCodes.userId, user.id),
          eq(recoveryCodes.codeHash, codeHash(input)),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ id: recoveryCodes.id });
    if (used.length === 0) return { ok: false as const, reason: "wrong" as const };
    const [left] = await tx
      .select({ n: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)));
    const recoveryCodesLeft = Number(left?.n ?? 0);
    await tellOwner(tx, user, "A recovery code was used to sign in", [
      `Someone signed in to your staff account with one of your recovery codes. ${recoveryCodesLeft} of them are left; each works once.`,
      "If it was you, make new codes in My account when you have your authenticator app again.",
    ]);
    return { ok: true as const, method: "recovery" as const, recoveryCodesLeft };
  });
}

/**
 * Code guesses are counted like password guesses (decision 122), before the
 * check: per account (only someone who has the password gets this far, so a
 * stranger cannot spend the owner's tries) and per client.
 */
export async function startCodeAttempt(userId: string, ip: string): Promise<AttemptGate> {
  const accountKey = `second-factor:user:${userId}`;
  const clientKey = `second-factor:ip:${ip}`;
  const byAccount = await countAttempt(accountKey, LOGIN_RULES.pair);
  const byClient = await countAttempt(clientKey, LOGIN_RULES.ip);
  const refused = [byAccount, byClient].filter((r) => !r.allowed);
  if (refused.length > 0) {
    return { ok: false, retryAfterSeconds: Math.max(...refused.map((r) => r.retryAfterSeconds)) };
  }
  return { ok: true, succeeded: () => forgiveAttempt(accountKey, clientKey, LOGIN_RULES.ip) };
}

// ---------------------------------------------------------------- My account and the Team page

/** Ten new recovery codes (the earlier ones stop working); null without a second factor. */
export async function renewRecoveryCodes(user: Person): Promise<string[] | null> {
  return db().transaction(async (tx) => {
    const [on] = await tx
      .select({ id: secondFactors.userId })
      .from(secondFactors)
      .where(and(eq(secondFactors.userId, user.id), isNotNull(secondFactors.enabledAt)));
    if (!on) return null;
    const codes = await replaceRecoveryCodes(tx, user.id);
    await auditOwn(tx, user, "staff.recovery_codes_renewed");
    return codes;
  });
}

async function removeSecondFactor(tx: Tx, userId: string) {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  const removed = await tx
    .delete(secondFactors)
    .where(eq(secondFactors.userId, userId))
    .returning({ enabledAt: secondFactors.enabledAt });
  return removed.some((r) => r.enabledAt !== null);
}

/** Turns the second factor off (staff for whom it is not required); false when it is required. */
export async function turnOffSecondFactor(user: Person & { isAdmin: boolean }): Promise<boolean> {
  if (user.isAdmin && adminsMustUseSecondFactor()) return false;
  await db().transaction(async (tx) => {
    if (!(await removeSecondFactor(tx, user.id))) return;
    await auditOwn(tx, user, "staff.second_factor_disabled");
    await tellOwner(tx, user, "The second factor of your account was turned off", [
      "Your staff account now signs in with the password alone. You can set up an authenticator app again in My account.",
    ]);
  });
  return true;
}

/**
 * An administrator resets a colleague's second factor (a lost phone and lost
 * codes): the app and codes are removed, every session and half-finished
 * sign-in ends, the colleague is told by e-mail, and it is audited. They set
 * one up again at their next sign-in (administrators of a deployment must).
 */
export async function resetColleagueSecondFactor(
  actor: StaffActor,
  userId: string,
): Promise<{ ok: true } | { ok: false; reason: "not_found" | "self" | "none" }> {
  if (actor.id === userId) return { ok: false, reason: "self" };
  return db().transaction(async (tx) => {
    const [member] = await tx
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.role, "staff")));
    if (!member) return { ok: false as const, reason: "not_found" as const };
    if (!(await removeSecondFactor(tx, userId))) return { ok: false as const, reason: "none" as const };
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(signInChallenges).where(eq(signInChallenges.userId, userId));
    await recordAudit(tx, {
      actor,
      action: "staff.second_factor_reset",
      entityType: "user",
      entityId: userId,
      details: { email: member.email },
    });
    await tellOwner(tx, member, "Your second factor was reset by an administrator", [
      `${actor.name} removed the authenticator app and recovery codes of your staff account, and signed you out everywhere.`,
      "At your next sign-in, set up your authenticator app again.",
    ]);
    return { ok: true as const };
  });
}

/** A change staff make to their own sign-in, on their account's history (the Team page). */
function auditOwn(tx: Tx, user: Person, action: AuditAction) {
  return recordAudit(tx, {
    actor: user,
    action,
    entityType: "user",
    entityId: user.id,
    details: { email: user.email },
  });
}

async function tellOwner(tx: Tx, person: Person, subject: string, paragraphs: string[]) {
  const site = siteConfig();
  await enqueueEmail(
    composeEmail({
      to: person.email,
      subject,
      greeting: `Hello ${person.name},`,
      paragraphs: [
        ...paragraphs,
        `If this was not you or a colleague you asked, tell an administrator at once and write to us at ${site.email}.`,
      ],
      action: { label: "Open My account", url: `${site.siteUrl}/staff/account` },
    }),
    tx,
  );
}
