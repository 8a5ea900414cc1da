import type { Language } from "@sobremesa/contracts";
import { MembershipTeaser } from "./membership-teaser";
import { ThingsToDoTeaser } from "./things-to-do-teaser";

/** The home page's closing teasers: things to do in the country, and the membership. */
export default function HomeTeasers({
  language,
  countryCode,
  countryName,
}: {
  language: Language;
  countryCode: string;
  countryName: string;
}) {
  return (
    <>
      <ThingsToDoTeaser language={language} countryCode={countryCode} countryName={countryName} />
      <MembershipTeaser language={language} />
    </>
  );
}
