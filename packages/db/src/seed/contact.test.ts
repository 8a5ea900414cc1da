import { describe, expect, it } from "vitest";
import { phoneNumber, streetAddress } from "./contact.ts";
import { createRandom } from "./random.ts";

const many = <T>(n: number, fn: () => T) => Array.from({ length: n }, fn);

describe("phoneNumber", () => {
  const random = createRandom(20261121);

  it("writes Mexico City numbers as +52 55 XXXX XXXX", () => {
    for (const phone of many(200, () => phoneNumber(random, { country: "mx", cityId: 72102, stateCode: "CMX" }))) {
      expect(phone).toMatch(/^\+52 55 [2-9]\d{3} \d{4}$/);
    }
  });

  it("uses three-digit area codes elsewhere in Mexico, with 10 national digits", () => {
    const merida = phoneNumber(random, { country: "mx", cityId: 72261, stateCode: "YUC" });
    expect(merida).toMatch(/^\+52 999 [2-9]\d{2} \d{4}$/);
    const cancun = phoneNumber(random, { country: "mx", cityId: 68787, stateCode: "ROO" });
    expect(cancun).toMatch(/^\+52 998 /);
    const guadalajara = phoneNumber(random, { country: "mx", cityId: 142544, stateCode: "JAL" });
    expect(guadalajara).toMatch(/^\+52 33 \d{4} \d{4}$/);
    const somewhere = phoneNumber(random, { country: "mx", cityId: 1, stateCode: "OAX" });
    expect(somewhere).toMatch(/^\+52 951 /);
    for (const phone of [merida, cancun, guadalajara, somewhere]) {
      expect(phone.slice(4).replace(/\D/g, "")).toHaveLength(10);
    }
  });

  it("writes Colombian mobiles and 60X landlines with 10 national digits", () => {
    const phones = many(300, () => phoneNumber(random, { country: "co", cityId: 149237, stateCode: "DC" }));
    for (const phone of phones) expect(phone).toMatch(/^\+57 (3\d{2}|601) \d{3} \d{4}$/);
    expect(phones.some((p) => p.startsWith("+57 601 "))).toBe(true);
    expect(phones.some((p) => p.startsWith("+57 3"))).toBe(true);
    const medellin = many(50, () => phoneNumber(random, { country: "co", cityId: 21074, stateCode: "ANT" }));
    expect(medellin.filter((p) => !p.startsWith("+57 3")).every((p) => p.startsWith("+57 604 "))).toBe(true);
  });

  it("writes Costa Rican numbers as +506 XXXX XXXX, landlines starting with 2", () => {
    const phones = many(300, () => phoneNumber(random, { country: "cr", cityId: 21756, stateCode: "SJ" }));
    for (const phone of phones) expect(phone).toMatch(/^\+506 [2678]\d{3} \d{4}$/);
    expect(phones.some((p) => p.startsWith("+506 2"))).toBe(true);
  });
});

describe("streetAddress", () => {
  const random = createRandom(7);

  it("writes Mexican addresses with street, number and colonia", () => {
    const address = streetAddress(random, {
      country: "mx",
      colonyId: 4,
      colonyName: "Roma Norte",
      cityName: "Ciudad de México",
    });
    expect(address).toMatch(/^(Calle|Av\.) .+ \d+( Int\. \d+)?, Col\. Roma Norte, Ciudad de México$/);
  });

  it("writes Colombian addresses in the Calle/Carrera # nn-nn form", () => {
    for (const address of many(50, () => streetAddress(random, { country: "co", cityName: "Cali" }))) {
      expect(address).toMatch(
        /^(Calle|Carrera|Avenida Calle|Diagonal|Transversal) \d+(A|B|C|Bis)? # \d+(A|B|C|Bis)?-\d+, Cali$/,
      );
    }
  });

  it("writes Costa Rican addresses as directions from a landmark, turning corners", () => {
    for (const address of many(50, () =>
      streetAddress(random, { country: "cr", colonyId: 57, colonyName: "Barrio Escalante", cityName: "San José" }),
    )) {
      expect(address).toMatch(
        /^De(l)? .+, \d+ m al (norte|sur|este|oeste)( y \d+ m al (norte|sur|este|oeste))?, Barrio Escalante, San José$/,
      );
      expect(address).not.toMatch(/al (norte|sur) y \d+ m al (norte|sur)|al (este|oeste) y \d+ m al (este|oeste)/);
    }
  });
});
