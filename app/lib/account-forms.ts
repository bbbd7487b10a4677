import { z } from "zod";

/*
 * One schema per account form, used by the browser (before posting) and by
 * the action (which re-validates everything). Messages are SPEC.md's where
 * it prints one.
 */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const PASSWORD_MISMATCH = {
  title: "Password Mismatch",
  description: "Passwords do not match. Please try again.",
} as const;

export const LOGIN_FAILED = {
  title: "Login Failed",
  message: "Please check your credentials and try again.",
} as const;

export const REGISTRATION_FAILED = {
  title: "Registration Failed",
  message: "Something went wrong. Please try again.",
} as const;

const text = (message: string) => z.string({ error: message });

const email = text("Please enter a valid email address.")
  .trim()
  .toLowerCase()
  .max(254, "Please enter a valid email address.")
  .pipe(z.email({ error: "Please enter a valid email address." }));

/** No composition rules (NIST SP 800-63B): length only, spaces and pasting allowed. */
const newPassword = text(`Password must be at least ${PASSWORD_MIN} characters.`)
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters.`);

/** Digits with optional +, spaces and hyphens; 7 to 15 digits (E.164 allows 15). */
export const mobileNumber = text("Please enter a valid mobile number.")
  .trim()
  .regex(/^\+?[\d\s-]+$/, "Please enter a valid mobile number.")
  .refine((v) => {
    const digits = v.replace(/\D/g, "").length;
    return digits >= 7 && digits <= 15;
  }, "Please enter a valid mobile number.");

export const signupSchema = z
  .object({
    fullName: text("Please enter your full name.")
      .trim()
      .min(2, "Please enter your full name.")
      .max(100, "Please keep your name under 100 characters."),
    email,
    mobile: mobileNumber,
    // Which batches can be chosen is the database's answer (registerStudent checks it).
    batch: text("Please choose your batch.")
      .trim()
      .min(1, "Please choose your batch.")
      .max(60, "Please choose your batch."),
    password: newPassword,
    confirmPassword: text("Please confirm your password.").min(1, "Please confirm your password."),
    // Marketing e-mail has its own, unticked box (DPDP Act: consent per purpose).
    marketing: z
      .literal("yes")
      .optional()
      .transform((v) => v === "yes"),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: PASSWORD_MISMATCH.description,
  });

export type SignupInput = z.infer<typeof signupSchema>;

export const loginSchema = z.object({
  email,
  // Any length is checked against the hash, up to a cap that keeps hashing cheap.
  password: text("Please enter your password.")
    .min(1, "Please enter your password.")
    .max(1024, "Please check your credentials and try again."),
  redirectTo: z.string().optional(),
});

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({
    token: text("This reset link is not valid.").min(1, "This reset link is not valid."),
    password: newPassword,
    confirmPassword: text("Please confirm your password.").min(1, "Please confirm your password."),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: PASSWORD_MISMATCH.description,
  });

/**
 * Profile: SPEC.md makes e-mail and phone editable; course and join date are
 * read-only. The demo portal edits both in the browser; a signed-in student
 * saves the phone here and changes the e-mail with changeEmailSchema (current
 * password, then a link to the new address).
 */
export const profileSchema = z.object({
  email,
  phone: mobileNumber,
});

export type ProfileInput = z.infer<typeof profileSchema>;

export const phoneSchema = z.object({ phone: mobileNumber });

const currentPassword = text("Please enter your current password.")
  .min(1, "Please enter your current password.")
  .max(1024, "That is not your current password.");

const passwordChange = {
  currentPassword,
  newPassword: newPassword,
  confirmPassword: text("Please confirm your new password.").min(1, "Please confirm your new password."),
};
const newPasswordsMatch = (v: { newPassword: string; confirmPassword: string }) =>
  v.newPassword === v.confirmPassword;
const mismatch = { path: ["confirmPassword"], message: PASSWORD_MISMATCH.description };

export const changePasswordSchema = z.object(passwordChange).refine(newPasswordsMatch, mismatch);
export const changeEmailSchema = z.object({ newEmail: email, currentPassword });
/** "Sign out other devices" asks for the password again (ASVS 7.5.2). */
export const signOutOthersSchema = z.object({ currentPassword });

/** "Delete my account": the current password, as for every change to sign-in. */
export const deleteAccountSchema = z.object({ currentPassword });

/** The three "Sign-in and security" forms, told apart by their `intent`. */
export const securityFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("change-password"), ...passwordChange }).refine(newPasswordsMatch, mismatch),
  z.object({ intent: z.literal("change-email"), newEmail: email, currentPassword }),
  z.object({ intent: z.literal("sign-out-others"), currentPassword }),
]);

export type SecurityForm = z.infer<typeof securityFormSchema>;
export type SecurityIntent = SecurityForm["intent"];
export const SECURITY_INTENTS: readonly SecurityIntent[] = [
  "change-password",
  "change-email",
  "sign-out-others",
];

/** The first administrator (the one-time link printed at the first start); the staff policy applies on the server. */
export const firstAdminSchema = z
  .object({
    token: text("This link has expired or has already been used.").min(
      1,
      "This link has expired or has already been used.",
    ),
    fullName: text("Please enter your full name.")
      .trim()
      .min(2, "Please enter your full name.")
      .max(80, "Keep the name under 80 characters."),
    email,
    password: text("Use at least 12 characters.")
      .min(12, "Use at least 12 characters.")
      .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters.`),
    confirmPassword: text("Please confirm your password.").min(1, "Please confirm your password."),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: PASSWORD_MISMATCH.description,
  });

/** A signed-in device as the Profile page lists it. */
export interface DeviceSession {
  current: boolean;
  device: string;
  createdAt: string;
  lastSeenAt: string;
}

/** The unsubscribe page's button (a mail program's one-click POST carries the token in the link instead). */
export const unsubscribeSchema = z.object({ token: z.string().max(200).optional() });
