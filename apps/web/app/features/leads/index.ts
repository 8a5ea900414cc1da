export {
  FieldError,
  FormAlert,
  Honeypot,
  LeadPrivacyNote,
  LeadSuccess,
  SelectField,
  TextAreaField,
} from "./components/lead-form-parts.tsx";
export type { LeadPageData } from "./lead-page.ts";
export { leadPageData, leadPageMeta } from "./lead-page.ts";
export { leadsApi } from "./leads-api.ts";
export { useLeadForm } from "./use-lead-form.ts";
