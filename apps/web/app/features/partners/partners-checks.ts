import { inviteStaffBody } from "@sobremesa/contracts";
import type { FormChecks } from "#app/lib/forms/use-zod-form.ts";

/** The invitation form's checks: the contract's own schema (loaded when the owner starts typing). */
export const inviteChecks: FormChecks<{ email: string; role: "owner" | "manager" | "host"; language: "es" | "en" }> = {
  schema: inviteStaffBody,
};
