// Accounts the browser gates sign in with. serve.mjs creates them in the
// fresh e2e database (staff accounts are never made by signup: PRODUCT.md 5).
// The staff account is an administrator, so that it sees every batch's pages.
export const QUALITY_STAFF = {
  email: "quality.staff@example.com",
  name: "Quality Gate Staff",
  password: "quality-gate-staff-password",
};

// Sets up an authenticator app in its journey (tests/e2e/staff-second-factor.spec.ts):
// its own account, so that no other journey's password sign-in meets a code step.
export const SECOND_FACTOR_STAFF = {
  email: "e2e.second-factor@example.com",
  name: "Anita Desai",
  password: "Copper-Monsoon-Lantern-64!",
};
