import { GUARD_FIELDS } from "~/lib/public-form";

/**
 * Hidden fields every public form carries (checked by
 * server/public-form-guard.server.ts): the honeypot, the idempotency token
 * of this rendering of the form, and the page the visitor came from.
 */
export function FormGuardFields({ token, sourcePage }: { token?: string; sourcePage?: string | null }) {
  return (
    <>
      {/* The honeypot: not displayed and not focusable, so people never fill it; naive bots do. */}
      <div hidden>
        <label>
          Leave this field empty
          <input type="text" name={GUARD_FIELDS.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {token ? <input type="hidden" name={GUARD_FIELDS.token} value={token} /> : null}
      {sourcePage ? <input type="hidden" name={GUARD_FIELDS.source} value={sourcePage} /> : null}
    </>
  );
}
