import { useCallback, useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { useLanguage } from "#app/lib/i18n/use-language.ts";
import { homePath } from "#app/lib/navigation/paths.ts";
import { alerts } from "#app/lib/shell/index.ts";
import { errorMessage, isUnauthenticated } from "./account-errors";
import { authStore } from "./auth-store";

/**
 * Sign out: POST /api/auth/logout (revokes the session and clears the cookie), then clear the
 * store's user and token, say goodbye and go home. A session the server already dropped counts as
 * signed out; a network failure keeps the visitor signed in and says so.
 */
export function useSignOut() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const signOut = useCallback(async () => {
    setBusy(true);
    try {
      // Loaded on demand: the header's menu is on every page, signing out is rare.
      const { accountsApi } = await import("./accounts-api");
      await accountsApi(language).logout();
    } catch (error) {
      if (!isUnauthenticated(error)) {
        alerts.toast(errorMessage(error, language), { language, tone: "error" });
        setBusy(false);
        return;
      }
    }
    authStore.getState().signOut();
    setBusy(false);
    alerts.toast(t("auth.menu.signedOut"), { language, tone: "info" });
    navigate(homePath(language));
  }, [language, navigate, t]);
  return { signOut, busy };
}
