import { randomInt } from "node:crypto";
import { type LeadKind, leadReferencePrefix } from "@sobremesa/contracts";
import { schema } from "@sobremesa/db";

const { LEAD_REFERENCE_ALPHABET } = schema;
export const LEAD_REFERENCE_LENGTH = 6;

/**
 * A lead's reference, e.g. CNC-7KQ2MX: the kind's prefix and six characters of an alphabet without
 * look-alikes, from the CSPRNG (31^6, about 887 million, per kind; a clash is retried).
 */
export function leadReference(kind: LeadKind, pick: (size: number) => number = randomInt): string {
  let code = "";
  for (let index = 0; index < LEAD_REFERENCE_LENGTH; index++)
    code += LEAD_REFERENCE_ALPHABET[pick(LEAD_REFERENCE_ALPHABET.length)];
  return `${leadReferencePrefix[kind]}-${code}`;
}

export const LEAD_REFERENCE_PATTERN = /^(CNC|PTR)-[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{6}$/;
