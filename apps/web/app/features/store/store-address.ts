import { type ShippingAddressInput, shippingAddress } from "@sobremesa/contracts";
import type { StoreCountryCode } from "./store-paths";

/**
 * The shipping address form's rules per country, pure. Each country writes an address its own way
 * (Mexico: street and number, colonia, municipio or alcaldía, estado, CP; Colombia: the "Calle 93 #
 * 11-26" line, barrio, ciudad, departamento; Costa Rica: provincia, cantón, distrito and "otras
 * señas"), but all land in the contract's few columns: this table says which field is which, what
 * it is called (`store.address.{country}.{field}`) and whether it is required. The contract's
 * schema decides validity, so the page and the server never disagree.
 */

export const addressFields = [
  "recipient",
  "line1",
  "line2",
  "district",
  "city",
  "state_id",
  "postal_code",
  "references",
] as const;
export type AddressField = (typeof addressFields)[number];
export type AddressValues = Record<AddressField, string>;
export type AddressErrors = Partial<Record<AddressField, "required" | "invalid">>;

export interface AddressFieldRule {
  field: AddressField;
  required: boolean;
  maxLength: number;
  autoComplete?: string;
  inputMode?: "numeric" | "text";
  /** Lays the field over both columns of the form on wide screens. */
  wide?: boolean;
  /** A select of the country's states rather than a text input. */
  select?: boolean;
  multiline?: boolean;
}

const recipient: AddressFieldRule = {
  field: "recipient",
  required: true,
  maxLength: 120,
  autoComplete: "shipping name",
  wide: true,
};
const references: AddressFieldRule = {
  field: "references",
  required: false,
  maxLength: 300,
  wide: true,
  multiline: true,
};

/** The fields of each country's form, in the order they are written there. */
export const ADDRESS_FORMS: Record<StoreCountryCode, readonly AddressFieldRule[]> = {
  mx: [
    recipient,
    { field: "line1", required: true, maxLength: 160, autoComplete: "shipping address-line1", wide: true },
    { field: "line2", required: false, maxLength: 80, autoComplete: "shipping address-line2" },
    { field: "postal_code", required: true, maxLength: 5, autoComplete: "shipping postal-code", inputMode: "numeric" },
    { field: "district", required: true, maxLength: 120, autoComplete: "shipping address-level3" },
    { field: "city", required: true, maxLength: 120, autoComplete: "shipping address-level2" },
    { field: "state_id", required: true, maxLength: 10, select: true, wide: true },
    references,
  ],
  co: [
    recipient,
    { field: "line1", required: true, maxLength: 160, autoComplete: "shipping address-line1", wide: true },
    { field: "line2", required: false, maxLength: 80, autoComplete: "shipping address-line2" },
    { field: "district", required: false, maxLength: 120, autoComplete: "shipping address-level3" },
    { field: "city", required: true, maxLength: 120, autoComplete: "shipping address-level2" },
    { field: "state_id", required: true, maxLength: 10, select: true },
    { field: "postal_code", required: false, maxLength: 6, autoComplete: "shipping postal-code", inputMode: "numeric" },
    references,
  ],
  cr: [
    recipient,
    { field: "state_id", required: true, maxLength: 10, select: true },
    { field: "city", required: true, maxLength: 120, autoComplete: "shipping address-level2" },
    { field: "district", required: true, maxLength: 120, autoComplete: "shipping address-level3" },
    { field: "postal_code", required: false, maxLength: 5, autoComplete: "shipping postal-code", inputMode: "numeric" },
    {
      field: "line1",
      required: true,
      maxLength: 300,
      autoComplete: "shipping address-line1",
      wide: true,
      multiline: true,
    },
    { field: "line2", required: false, maxLength: 80, autoComplete: "shipping address-line2", wide: true },
    references,
  ],
};

export const EMPTY_ADDRESS: AddressValues = {
  recipient: "",
  line1: "",
  line2: "",
  district: "",
  city: "",
  state_id: "",
  postal_code: "",
  references: "",
};

/** The contract's address from the form (state id as a number, empty optional fields left out by the schema). */
export function addressBody(values: AddressValues, country: StoreCountryCode): ShippingAddressInput {
  const text = (field: AddressField) => values[field].trim();
  const stateId = Number(values.state_id);
  return {
    country,
    recipient: text("recipient"),
    line1: text("line1"),
    line2: text("line2"),
    district: text("district"),
    city: text("city"),
    state_id: Number.isInteger(stateId) && stateId > 0 ? stateId : 0,
    postal_code: text("postal_code"),
    references: text("references"),
  } as ShippingAddressInput;
}

/** The form's values of an address the page sent (a purchase shown again after a reload): addressBody undone. */
export function addressValues(address: ShippingAddressInput): AddressValues {
  const fields = address as Partial<Record<AddressField, unknown>>;
  const values = { ...EMPTY_ADDRESS };
  for (const field of addressFields) {
    const value = fields[field];
    if (typeof value === "string") values[field] = value;
    else if (typeof value === "number" && value > 0) values[field] = String(value);
  }
  return values;
}

/** Each field's problem: empty where the country requires it, else whatever the contract's schema refuses. */
export function checkAddress(values: AddressValues, country: StoreCountryCode): AddressErrors {
  const errors: AddressErrors = {};
  for (const rule of ADDRESS_FORMS[country]) {
    if (rule.required && values[rule.field].trim() === "") errors[rule.field] = "required";
  }
  const parsed = shippingAddress.safeParse(addressBody(values, country));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as AddressField;
      if (addressFields.includes(field) && !errors[field]) errors[field] = "invalid";
    }
  }
  return errors;
}

/** The first field with a problem in the order the country's form shows them (it takes focus). */
export function firstAddressError(errors: AddressErrors, country: StoreCountryCode): AddressField | undefined {
  return ADDRESS_FORMS[country].find((rule) => errors[rule.field])?.field;
}
