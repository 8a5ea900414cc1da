import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../fixtures/index.ts";

/** WCAG 1.4.3: normal-size text needs 4.5:1 against what is behind it. */
const AA = 4.5;

interface Measured {
  text: string;
  ratio: number;
}

/**
 * The contrast of each element's own text against its background, from the colours the browser
 * computed. A canvas turns any CSS colour (oklab, color-mix) into RGBA; half-transparent layers are
 * composited over what lies below them. `lightestDecoration` also tries the text over each
 * aria-hidden shape painted inside the element (a glow, a blob) and keeps the worst case.
 */
function contrastOf(locator: Locator, options: { lightestDecoration?: boolean } = {}): Promise<Measured[]> {
  return locator.evaluateAll((elements, lightestDecoration) => {
    const canvas = document.createElement("canvas");
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext("2d", { willReadFrequently: true })!;
    type Rgba = [number, number, number, number];
    const rgba = (css: string): Rgba => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = css;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255];
    };
    const over = (top: Rgba, below: Rgba): Rgba => {
      const [r, g, b, a] = top;
      return [r * a + below[0] * (1 - a), g * a + below[1] * (1 - a), b * a + below[2] * (1 - a), 1];
    };
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const ratio = (a: Rgba, b: Rgba) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (light! + 0.05) / (dark! + 0.05);
    };
    /** The element's background: its own and its ancestors' colours, stacked over white. */
    const backgroundOf = (element: Element): Rgba => {
      const layers: Rgba[] = [];
      for (let node: Element | null = element; node; node = node.parentElement) {
        const colour = rgba(getComputedStyle(node).backgroundColor);
        if (colour[3] > 0) layers.push(colour);
        if (colour[3] === 1) break;
      }
      return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
    };
    return elements.map((element) => {
      let background = backgroundOf(element);
      if (lightestDecoration) {
        const shapes = [...element.closest("section")!.querySelectorAll(':scope > [aria-hidden="true"]')];
        const candidates = [
          background,
          ...shapes.map((shape) => over(rgba(getComputedStyle(shape).backgroundColor), background)),
        ];
        background = candidates.reduce((lightest, candidate) =>
          luminance(candidate) > luminance(lightest) ? candidate : lightest,
        );
      }
      const text = over(rgba(getComputedStyle(element).color), background);
      return { text: element.textContent?.trim() ?? "", ratio: Math.round(ratio(text, background) * 100) / 100 };
    });
  }, options.lightestDecoration ?? false);
}

async function expectReadable(page: Page, locator: Locator, options?: { lightestDecoration?: boolean }) {
  await expect(locator.first()).toBeAttached();
  const measured = await contrastOf(locator, options);
  const low = measured.filter(({ ratio }) => ratio < AA);
  expect(low, `text under ${AA}:1 on ${page.url()}`).toEqual([]);
}

/** The unreached signs of a price range ("$$" of "$$$$"). */
const unfilledPrice = (page: Page) => page.locator("[data-price-range] > span");

for (const language of ["es", "en"] as const) {
  test(`price ranges and the Premium card are readable (${language})`, async ({ navigate, page, request }) => {
    await navigate("/", language);
    const teaser = page.locator('section[aria-labelledby="membership-title"]');
    await teaser.scrollIntoViewIfNeeded();
    await expectReadable(page, teaser.locator("p, h2, li"), { lightestDecoration: true });
    await expectReadable(page, unfilledPrice(page));

    await navigate("/mx/jalisco/guadalajara/", language);
    await expectReadable(page, unfilledPrice(page));

    const html = await (await request.get("/mx/jalisco/guadalajara/")).text();
    const slug = /href="\/lugar\/([a-z0-9-]+)\/"/.exec(html)?.[1];
    expect(slug).toBeTruthy();
    await navigate(language === "es" ? `/lugar/${slug}/` : `/en/place/${slug}/`);
    await expectReadable(page, unfilledPrice(page));
    await navigate(`/mx/jalisco/guadalajara/${slug}/premium/`, language);
    await expectReadable(page, unfilledPrice(page));
  });
}
