import { isSharedIssueMessage, localizedIssueMessage } from "@sobremesa/contracts";

export interface IssueDetail {
  field: string;
  message: string;
}

/**
 * A refused request's message and fields. The shared input blocks (text without control
 * characters, ids within an integer column, dates that exist) word their rule in both languages, so
 * the message names the field and what to fix; other rules leave the generic message and zod's words.
 */
export function validationAnswer(
  issues: readonly { instancePath: string; message?: string | undefined }[],
  lang: "es" | "en",
  generic: string,
): { message: string; details: IssueDetail[] } {
  const fixes: string[] = [];
  const details = issues.map((issue) => {
    const field = issue.instancePath.replace(/^\//, "").replace(/\//g, ".");
    const raw = issue.message ?? "";
    const message = localizedIssueMessage(raw, lang);
    if (isSharedIssueMessage(raw)) fixes.push(field ? `${field}: ${message}` : message);
    return { field, message };
  });
  return { message: fixes.length > 0 ? `${generic}. ${[...new Set(fixes)].join("; ")}` : generic, details };
}
