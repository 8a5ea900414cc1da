import type { MetaDescriptor } from "react-router";

type Scalar = string | number | boolean | null | undefined;

/** An image (or video) of Open Graph or Twitter: `url` is the main value, other keys sub-properties. */
export interface SeoMedia {
  url?: Scalar;
  [subProperty: string]: Scalar;
}

export type SeoValue = Scalar | SeoMedia | readonly (Scalar | SeoMedia)[];

/** A page's SEO data as the API sends it. */
export interface SeoData {
  /** `<meta name content>` pairs; the name `title` becomes the document title. */
  general_names?: Record<string, Scalar>;
  /** Open Graph fields, with or without the `og:` prefix; `image` may be an object or a list. */
  general_properties?: Record<string, SeoValue>;
  socials?: {
    /** Twitter card fields, with or without the `twitter:` prefix (meta name). */
    twitter?: Record<string, SeoValue>;
    /** Facebook fields: `app_id` becomes `fb:app_id`; prefixed keys (`og:…`, `fb:…`) stay as given. */
    facebook?: Record<string, SeoValue>;
  };
}

function text(value: Scalar): string | undefined {
  if (value === null || value === undefined) return undefined;
  const result = String(value).trim();
  return result.length > 0 ? result : undefined;
}

function isMedia(value: unknown): value is SeoMedia {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Descriptors of one field: a scalar, a media object (url plus sub-properties) or a list of them. */
function fieldDescriptors(key: string, value: SeoValue, attribute: "name" | "property"): MetaDescriptor[] {
  const items = Array.isArray(value) ? value : [value];
  const result: MetaDescriptor[] = [];
  for (const item of items as (Scalar | SeoMedia)[]) {
    if (isMedia(item)) {
      const main = text(item.url);
      if (!main) continue;
      result.push({ [attribute]: key, content: main });
      for (const [sub, subValue] of Object.entries(item)) {
        const content = text(subValue);
        if (sub !== "url" && content) result.push({ [attribute]: `${key}:${sub}`, content });
      }
    } else {
      const content = text(item);
      if (content) result.push({ [attribute]: key, content });
    }
  }
  return result;
}

/** Open Graph namespaces a key may already carry; anything else is an `og:` field ("locale:alternate"). */
const NAMESPACES = [
  "og",
  "fb",
  "article",
  "book",
  "books",
  "profile",
  "music",
  "video",
  "product",
  "restaurant",
  "place",
];

const prefixed = (key: string, prefix: string) =>
  NAMESPACES.includes(key.split(":")[0]!) && key.includes(":") ? key : `${prefix}:${key}`;

/** Turns a page's SEO data into React Router meta descriptors (title, names, Open Graph, Twitter, Facebook). */
export function seoHead(seo: SeoData | null | undefined): MetaDescriptor[] {
  if (!seo) return [];
  const result: MetaDescriptor[] = [];
  for (const [name, value] of Object.entries(seo.general_names ?? {})) {
    const content = text(value);
    if (!content) continue;
    result.push(name === "title" ? { title: content } : { name, content });
  }
  for (const [key, value] of Object.entries(seo.general_properties ?? {})) {
    result.push(...fieldDescriptors(prefixed(key, "og"), value, "property"));
  }
  for (const [key, value] of Object.entries(seo.socials?.twitter ?? {})) {
    result.push(...fieldDescriptors(key.startsWith("twitter:") ? key : `twitter:${key}`, value, "name"));
  }
  for (const [key, value] of Object.entries(seo.socials?.facebook ?? {})) {
    result.push(...fieldDescriptors(prefixed(key, "fb"), value, "property"));
  }
  return result;
}

/** What makes two descriptors the same tag: the title, or the same name or property. */
function keyOf(descriptor: MetaDescriptor): string | undefined {
  if ("title" in descriptor) return "title";
  if ("name" in descriptor && typeof descriptor.name === "string") return `name:${descriptor.name}`;
  if ("property" in descriptor && typeof descriptor.property === "string") return `property:${descriptor.property}`;
  return undefined;
}

/**
 * Base descriptors overridden by more specific ones: an override replaces every base tag with its
 * title, name or property (a new og:image also drops the base image's sub-properties).
 */
export function mergeMeta(base: MetaDescriptor[], overrides: MetaDescriptor[]): MetaDescriptor[] {
  const replaced = new Set(overrides.map(keyOf).filter((key): key is string => key !== undefined));
  const kept = base.filter((descriptor) => {
    const key = keyOf(descriptor);
    if (key === undefined) return true;
    if (replaced.has(key)) return false;
    for (const media of ["property:og:image", "property:og:video", "name:twitter:image"]) {
      if (replaced.has(media) && key.startsWith(`${media}:`)) return false;
    }
    return true;
  });
  return [...kept, ...overrides];
}
