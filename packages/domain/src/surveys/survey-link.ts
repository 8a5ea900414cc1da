import { createHmac, timingSafeEqual } from "node:crypto";

/** A survey can be answered this long after the visit ends. */
export const SURVEY_LINK_DAYS = 30;

export interface SignedSurveyLink {
  r: string;
  exp: number;
  sig: string;
}

const signature = (secret: string, code: string, exp: number) =>
  createHmac("sha256", secret).update(`survey:v1:${code}:${exp}`).digest("base64url");

/** The link's fields for a reservation: valid until `expiresAt`, signed with the app's secret. */
export function signSurveyLink(secret: string, code: string, expiresAt: Date): SignedSurveyLink {
  const exp = Math.floor(expiresAt.getTime() / 1000);
  return { r: code, exp, sig: signature(secret, code, exp) };
}

/** Whether the fields were signed by us (not forged or altered), and whether they are still in time. */
export function checkSurveyLink(secret: string, link: SignedSurveyLink, now: Date): "valid" | "invalid" | "expired" {
  const expected = Buffer.from(signature(secret, link.r, link.exp));
  const given = Buffer.from(link.sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "invalid";
  return link.exp * 1000 < now.getTime() ? "expired" : "valid";
}
