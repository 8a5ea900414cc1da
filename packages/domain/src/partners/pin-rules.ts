/** Rough boxes around each country the site serves, islands included: enough to catch a swapped sign. */
const COUNTRY_BOXES: Record<string, { south: number; north: number; west: number; east: number }> = {
  MX: { south: 14.3, north: 32.8, west: -118.7, east: -86.5 },
  CO: { south: -4.3, north: 13.6, west: -82.0, east: -66.8 },
  CR: { south: 5.4, north: 11.3, west: -87.2, east: -82.5 },
};

/** Whether a map pin lies within the venue's country (any valid pin where the country is not known). */
export function pinInCountry(countryCode: string | null | undefined, latitude: number, longitude: number): boolean {
  const box = countryCode ? COUNTRY_BOXES[countryCode.toUpperCase()] : undefined;
  if (!box) return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
  return latitude >= box.south && latitude <= box.north && longitude >= box.west && longitude <= box.east;
}
