import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { getI18n } from "#app/lib/i18n/i18n.ts";
import { I18nextProvider } from "#app/lib/i18n/react-i18n.tsx";
import { nextStoreStep } from "../store-timeline";
import { AdvanceOrder } from "./advance-order";

function render(status: Parameters<typeof AdvanceOrder>[0]["status"], language: "es" | "en" = "es") {
  // A data router: the button revalidates the page's loaders after the order moves.
  const router = createMemoryRouter([
    { path: "/", element: <AdvanceOrder number="PED-7KQ2MX" status={status} language={language} /> },
  ]);
  return renderToString(
    <I18nextProvider i18n={getI18n(language)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe("moving an order on from the audit", () => {
  it("offers the next step only: prepare, ship (with the tracking number), deliver", () => {
    expect(nextStoreStep("paid")).toBe("preparing");
    expect(nextStoreStep("preparing")).toBe("shipped");
    expect(nextStoreStep("shipped")).toBe("delivered");
    for (const status of ["pending_payment", "delivered", "cancelled", "refunded"] as const)
      expect(nextStoreStep(status)).toBeNull();

    expect(render("paid")).toContain("Preparar");
    const shipping = render("preparing", "en");
    expect(shipping).toContain("Mark shipped");
    expect(shipping).toMatch(/<label[^>]*>Tracking number \(optional\)<\/label>/);
    expect(render("shipped")).toContain("Marcar entregado");
    expect(render("refunded")).not.toContain("<button");
  });
});
