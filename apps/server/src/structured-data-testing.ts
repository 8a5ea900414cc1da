// Its default export: the named one its README shows is not exported.
import Validator from "@adobe/structured-data-validator";

type Node = Record<string, unknown>;

/** The JSON-LD blocks of a page, parsed. */
export function jsonLdOf(html: string): Node[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return blocks.map((block) => JSON.parse(block[1] ?? "null") as Node);
}

const typesOf = (node: Node): string[] => {
  const type = node["@type"];
  return Array.isArray(type) ? type.map(String) : type === undefined ? [] : [String(type)];
};

/** Every typed object in the blocks, nested ones included. */
function typedNodes(value: unknown, into: Node[] = []): Node[] {
  if (Array.isArray(value)) for (const item of value) typedNodes(item, into);
  else if (value && typeof value === "object") {
    const node = value as Node;
    if (node["@type"] !== undefined) into.push(node);
    for (const child of Object.values(node)) typedNodes(child, into);
  }
  return into;
}

const present = (node: Node, field: string) => {
  const value = node[field];
  return value !== undefined && value !== null && value !== "" && !(Array.isArray(value) && value.length === 0);
};

const LOCAL_BUSINESSES = new Set(["Restaurant", "BarOrPub", "NightClub", "LocalBusiness"]);
/** schema.org puts servesCuisine, acceptsReservations and hasMenu on food establishments only. */
const FOOD_ESTABLISHMENTS = new Set(["Restaurant", "BarOrPub"]);

/**
 * What Google Search Central requires of each type the site writes (and its recommended fields the
 * site's data has), beyond what the validator checks: one message per gap, naming the type.
 */
export function googleRequirementGaps(blocks: readonly Node[]): string[] {
  const gaps: string[] = [];
  const need = (node: Node, type: string, fields: string[]) => {
    for (const field of fields) if (!present(node, field)) gaps.push(`${type} "${String(node.name)}" lacks ${field}`);
  };
  for (const node of typedNodes(blocks)) {
    for (const type of typesOf(node)) {
      if (type === "Product") {
        need(node, type, ["name", "image", "offers"]);
      } else if (type === "Offer") {
        if (!present(node, "price") && !present(node, "priceSpecification")) gaps.push("Offer lacks price");
        need(node, type, ["priceCurrency"]);
      } else if (type === "Event") {
        need(node, type, [
          "name",
          "startDate",
          "endDate",
          "location",
          "image",
          "description",
          "eventStatus",
          "organizer",
        ]);
        const offer = node.offers as Node | undefined;
        if (offer) need(offer, "Event offer", ["validFrom", "url", "availability"]);
      } else if (LOCAL_BUSINESSES.has(type)) {
        need(node, type, ["name", "address", "image", "url", "geo", "priceRange"]);
        for (const field of ["servesCuisine", "acceptsReservations", "hasMenu"]) {
          if (present(node, field) && !FOOD_ESTABLISHMENTS.has(type))
            gaps.push(`${type} has ${field}, not one of its properties`);
        }
      } else if (type === "BreadcrumbList") {
        const items = node.itemListElement as Node[];
        if (!Array.isArray(items) || items.length < 2) gaps.push(`BreadcrumbList of ${items?.length ?? 0} item(s)`);
      } else if (type === "ItemList") {
        need(node, type, ["itemListElement"]);
      } else if (type === "WebSite") {
        need(node, type, ["name", "url", "potentialAction"]);
      } else if (type === "SearchAction") {
        const target = node.target as Node | undefined;
        if (!String(target?.urlTemplate ?? "").includes("{search_term_string}"))
          gaps.push("SearchAction lacks its URL template");
        need(node, type, ["query-input"]);
      } else if (type === "Organization" && node["@context"]) {
        // The site's own Organization (a block of its own), not a seller named inside an offer.
        need(node, type, ["name", "url", "logo"]);
      }
    }
  }
  return gaps;
}

const validator = new Validator();

/** The validator's errors (its warnings are recommendations) on a page's JSON-LD, as readable lines. */
export async function validatorErrors(blocks: readonly Node[]): Promise<string[]> {
  const grouped: Record<string, Node[]> = {};
  for (const block of blocks) {
    for (const type of typesOf(block)) grouped[type] = [...(grouped[type] ?? []), structuredClone(block)];
  }
  const issues = await validator.validate({ jsonld: grouped });
  return issues
    .filter((issue) => issue.severity === "ERROR")
    .map((issue) => `${issue.rootType}: ${issue.issueMessage} ${JSON.stringify(issue.fieldNames ?? [])}`);
}
