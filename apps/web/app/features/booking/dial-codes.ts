/** Dial codes of the countries we serve, until the countries catalogue (useCountries) has loaded. */
export const DIAL_CODES: Readonly<Record<string, string>> = { mx: "+52", co: "+57", cr: "+506" };
