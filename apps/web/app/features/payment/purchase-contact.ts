import { normalizePhone, purchaseContact } from "@sobremesa/contracts";

/**
 * The buyer's contact on every purchase form (tickets, store checkout): its fields, their checks and
 * the body a purchase sends. The server checks for real; these keep the form honest while typing.
 */

export interface ContactValues {
  firstName: string;
  lastName: string;
  email: string;
  countryCode: string;
  phone: string;
}

export const contactFields = ["firstName", "lastName", "email", "countryCode", "phone"] as const;
export type ContactField = (typeof contactFields)[number];
/** Catalogue keys (`experiences.buy.errors.*`) of each field's problem. */
export type ContactErrors = Partial<Record<ContactField, "required" | "invalid">>;

/** The contact against the contract's schema and the phone against its country (libphonenumber). */
export function checkContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  const parsed = purchaseContact.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ContactField;
      if (contactFields.includes(field) && !errors[field])
        errors[field] = values[field].trim() === "" ? "required" : "invalid";
    }
  }
  if (!errors.phone && !errors.countryCode && !normalizePhone(values.phone, values.countryCode)) {
    errors.phone = values.phone.trim() === "" ? "required" : "invalid";
  }
  return errors;
}

/** The contact as a purchase body sends it (tickets and store orders alike): trimmed, the e-mail in lower case. */
export function contactBody(contact: ContactValues): ContactValues {
  return {
    firstName: contact.firstName.trim(),
    lastName: contact.lastName.trim(),
    email: contact.email.trim().toLowerCase(),
    countryCode: contact.countryCode.trim(),
    phone: contact.phone.trim(),
  };
}
