import type { ResetLink } from "./components/forgot-form";

/**
 * The reset link of the e-mail (packages/domain/src/accounts: `?email=&token=`), or one that
 * carries the code (`?email=&code=`): null when it has no e-mail or neither code nor token.
 */
export function resetLinkOf(search: string): ResetLink | null {
  const params = new URLSearchParams(search);
  const email = params.get("email")?.trim() ?? "";
  const code = params.get("code")?.trim() ?? "";
  const token = params.get("token")?.trim() ?? "";
  if (!email || email.length > 254) return null;
  if (/^[A-Za-z0-9_-]{20,200}$/.test(token)) return { email, token };
  if (/^\d{6}$/.test(code)) return { email, code };
  return null;
}
