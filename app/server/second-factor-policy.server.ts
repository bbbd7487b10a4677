import { env } from "./env.server";
import { isDeployment } from "./readiness.server";

/*
 * Who must use a second factor (docs/decisions/150-staff-second-factor.md):
 * administrators of a deployment (production, or DATABASE_URL) that is not a
 * demo. In a demo (`npm start` sets DEMO_MODE=true) and in development it is
 * offered to every staff member and required of nobody, so the demo can be
 * tried with a password. Anyone who set one up always uses it.
 */

/** Tests set `adminsMustUse` to check a deployment's rule; undefined = from the environment. */
export const secondFactorRule: { adminsMustUse?: boolean } = {};

export function adminsMustUseSecondFactor(): boolean {
  if (secondFactorRule.adminsMustUse !== undefined) return secondFactorRule.adminsMustUse;
  const config = env();
  return isDeployment(config, config.NODE_ENV === "production") && !config.DEMO_MODE;
}
