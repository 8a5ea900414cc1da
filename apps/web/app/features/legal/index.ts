export { LegalDocumentView } from "./components/legal-document-view.tsx";
export type { LegalDocumentId } from "./legal-document.ts";
export { formatUpdated, legalDocument } from "./legal-document.ts";
