// The validator ships JavaScript without types; this is the part the structured-data checks use.
declare module "@adobe/structured-data-validator" {
  export interface ValidationIssue {
    rootType: string;
    issueMessage: string;
    severity: "ERROR" | "WARNING";
    fieldNames?: string[];
    path?: unknown[];
  }
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    /** Data grouped as @marbec/web-auto-extractor groups it: format, then root type, then items. */
    validate(data: { jsonld: Record<string, Record<string, unknown>[]> }): Promise<ValidationIssue[]>;
  }
}
