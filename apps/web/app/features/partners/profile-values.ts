import type { VenueProfile } from "@sobremesa/contracts";

/** The profile form's values as its controls hold them (the selects' values are strings). */
export interface ProfileValues {
  name: string;
  phone: string;
  descriptionEs: string;
  descriptionEn: string;
  address: string;
  priceRange: string;
  cuisineId: string;
  foodTypeIds: number[];
  amenityIds: number[];
  latitude: string;
  longitude: string;
}

/** The fields in the order the form shows them: the first wrong one takes the focus. */
export const profileFields = [
  "name",
  "phone",
  "descriptionEs",
  "descriptionEn",
  "address",
  "priceRange",
  "cuisineId",
  "foodTypeIds",
  "amenityIds",
  "latitude",
  "longitude",
] as const;
export type ProfileField = (typeof profileFields)[number];

export function profileValuesOf(profile: VenueProfile): ProfileValues {
  return {
    name: profile.name,
    phone: profile.phone,
    descriptionEs: profile.descriptionEs,
    descriptionEn: profile.descriptionEn,
    address: profile.address,
    priceRange: String(profile.priceRange),
    cuisineId: String(profile.cuisineIds[0] ?? ""),
    foodTypeIds: profile.foodTypeIds,
    amenityIds: profile.amenityIds,
    latitude: String(profile.latitude),
    longitude: String(profile.longitude),
  };
}

/** What the contract checks: the values as the API takes them, from the version they were read at. */
export function profileCandidate(values: ProfileValues, version: number) {
  return {
    name: values.name,
    phone: values.phone,
    descriptionEs: values.descriptionEs,
    descriptionEn: values.descriptionEn,
    address: values.address,
    priceRange: Number(values.priceRange),
    cuisineIds: values.cuisineId ? [Number(values.cuisineId)] : [],
    foodTypeIds: values.foodTypeIds,
    amenityIds: values.amenityIds,
    // An empty or unreadable number is sent as NaN, which the schema refuses at its field.
    latitude: values.latitude.trim() === "" ? Number.NaN : Number(values.latitude),
    longitude: values.longitude.trim() === "" ? Number.NaN : Number(values.longitude),
    version,
  };
}

/** The field behind a path of the schema or of the API's error answer (the cuisine list is one select). */
export function fieldOfProfilePath(path: readonly PropertyKey[]): ProfileField | undefined {
  if (path[0] === "cuisineIds") return "cuisineId";
  return profileFields.find((field) => field === String(path[0]));
}

/** The pin on a public map (Google Maps), for the venue to check where the place page puts it. */
export function pinMapUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude.toFixed(6)},${longitude.toFixed(6)}`;
}
