import type { Language } from "@sobremesa/contracts";
import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { alerts } from "#app/lib/shell/alerts.ts";
import { geolocationOf } from "./geolocation-api";
import { geolocationStore, rehydrateGeolocationStore } from "./geolocation-store";
import { locateVisitor, nearMeDestination, type VisitorLocation } from "./locate-visitor";

/** Saves where the visitor is in the geolocation store once it is known. */
export async function rememberVisitorLocation(located: VisitorLocation): Promise<void> {
  await rehydrateGeolocationStore();
  const geolocation = geolocationOf(located.geolocation);
  // The device's own position is more precise than the location's centre the server answers with.
  if (located.source === "browser" && located.position) {
    geolocation.latitude = located.position.latitude;
    geolocation.longitude = located.position.longitude;
  }
  geolocationStore.getState().setGeolocation(geolocation);
}

/**
 * "Near me": find the visitor (browser position, else IP), remember it, and open the near-me listing.
 * `locating` is true meanwhile so the trigger can say so and not be pressed twice.
 */
export function useNearMe(language: Language) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [locating, setLocating] = useState(false);
  const busy = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const locate = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setLocating(true);
    try {
      const located = await locateVisitor(language);
      await rememberVisitorLocation(located);
      if (located.source === "default") {
        alerts.toast(t("geolocation.unavailable", { country: located.geolocation.names.country }), {
          tone: "info",
          language,
        });
      } else if (located.failure === "denied") {
        alerts.toast(t("geolocation.denied"), { tone: "info", language });
      }
      if (mounted.current) navigate(nearMeDestination(located, language));
    } catch {
      alerts.toast(t("geolocation.failed"), { tone: "error", language });
    } finally {
      busy.current = false;
      if (mounted.current) setLocating(false);
    }
  }, [language, navigate, t]);

  return { locate, locating };
}
