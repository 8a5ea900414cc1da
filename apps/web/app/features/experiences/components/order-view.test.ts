import { describe, expect, it } from "vitest";
import { qrDataUrl } from "./order-view";

// RFC 2397 with RFC 3986's characters: `data:type/subtype(;name=value)*(;base64)?,data`.
const token = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const validDataUrl = new RegExp(
  `^data:${token}/${token}(;${token}=${token})*(;base64)?,([A-Za-z0-9\\-._~!$&'()*+,;=:@/?]|%[0-9A-Fa-f]{2})*$`,
);

describe("qrDataUrl", () => {
  it("makes a valid data URL of the ticket's SVG", () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z" fill="#000"/></svg>';
    const url = qrDataUrl(svg);
    expect(url).toMatch(validDataUrl);
    expect(decodeURIComponent(url.slice(url.indexOf(",") + 1))).toBe(svg);
  });
});
