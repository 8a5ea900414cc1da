import type { LegalDocument } from "../legal-document";

/** The full privacy notice (Mexico's LFPDPPP), with what Colombia (Law 1581) and Costa Rica (Law 8968) add. */
export const privacyEn: LegalDocument = {
  title: "Privacy policy",
  description:
    "How Sobremesa Tecnologías handles your personal data when you book, buy things to do, shop and use the membership: purposes, transfers, ARCO rights, cookies and changes.",
  updated: "2026-11-20",
  intro: [
    "This full privacy notice explains which personal data Sobremesa handles when you use the website, the app and their services: reservations at restaurants, bars and nightclubs, things-to-do tickets, the online store, the membership (Premium, Premium B and Plus) and our concierge team, in Mexico, Colombia and Costa Rica.",
    "We issue it under Mexico's Federal Law on the Protection of Personal Data Held by Private Parties and its regulations (the “Law”). If you use Sobremesa from Colombia or Costa Rica, section 10 explains what their laws add. The Spanish version of this notice prevails if the two ever differ.",
  ],
  sections: [
    {
      id: "data-controller",
      heading: "Identity and address of the data controller",
      blocks: [
        "Sobremesa Tecnologías, S.A.P.I. de C.V. (“Sobremesa”, “we”) is the controller of your personal data.",
        "Address: Calle Río Pánuco 147, 4th floor, colonia Cuauhtémoc, alcaldía Cuauhtémoc, postal code 06500, Mexico City, Mexico.",
        "Privacy Department: privacidad@sobremesa.mx. This team handles your requests and questions about this notice.",
      ],
    },
    {
      id: "data-we-collect",
      heading: "Personal data we collect",
      blocks: [
        "We collect data directly from you (when you create an account, book, buy or write to us), automatically when you use the site, and from authorised third parties such as payment processors. Depending on the service you use, we handle:",
        {
          list: [
            "Identification and contact: first and last name, e-mail, phone number with its country code and your preferred language.",
            "Account: password (stored only as an encrypted hash, never as text), verification codes, sessions and preferences.",
            "Reservations: place, date, time, party size, zone, occasion and any notes you write; your history of visits, changes, cancellations and no-shows.",
            "Things to do and store purchases: products or tickets, amounts, shipping address, invoicing details (RFC in Mexico, NIT or ID number in Colombia, ID number in Costa Rica) and the status of your orders.",
            "Payments: card brand, last four digits, expiry date and the identifier the payment processor gives us. We never receive or store your full card number or its security code.",
            "Membership: plan, sign-up, free trial and renewal dates, invoices, coupons and your reason for cancelling if you choose to share it.",
            "Location: the city or neighbourhood you choose and, only if you allow it in your browser, your approximate location to show nearby places; also the approximate location derived from your IP address.",
            "Technical data: IP address, device and browser type, pages visited, date and time of visits and the identifiers of the cookies described in section 9.",
            "Concierge and partnership requests: occasion, date, party size, budget, city and your message; if you represent a chain, the company, number of branches and the countries where it operates.",
            "Satisfaction surveys and reviews: your ratings, comments and answers about accessibility, parking or family friendliness.",
          ],
        },
        { subheading: "Sensitive data" },
        "We do not ask for sensitive personal data. If in a reservation note you tell us about an allergy, a health condition or an accessibility need, we use it only to pass it on to the place you booked; by writing it you give us your express consent to do so, and you can delete it from your reservation at any time.",
        { subheading: "Minors" },
        "Sobremesa is intended for people aged 18 or over. We do not knowingly collect data from minors; if we find that an account belongs to a minor, we close it and delete its data.",
      ],
    },
    {
      id: "primary-purposes",
      heading: "Primary purposes",
      blocks: [
        "We handle your data for the following purposes, which are necessary to provide the service you ask for:",
        {
          list: [
            "Creating and managing your account, verifying your e-mail or phone and keeping your session secure.",
            "Making, confirming, changing and cancelling your reservations, and sharing with the place the data it needs to receive you.",
            "Applying each place's policies, including deposits and the no-show rules.",
            "Processing things-to-do and store purchases: payment, shipping, delivery, returns and invoicing.",
            "Starting, charging, renewing and cancelling your membership, including the 30-day free trial, and applying its benefits at participating places.",
            "Sending you service messages by e-mail, SMS or WhatsApp: codes, confirmations, reminders, changes and notices about your purchases or membership.",
            "Handling your concierge or partnership requests and answering your questions, complaints and claims.",
            "Preventing fraud, abuse and unauthorised access, and limiting repeated attempts.",
            "Meeting legal and tax obligations and requests from competent authorities.",
          ],
        },
      ],
    },
    {
      id: "secondary-purposes",
      heading: "Secondary purposes and how to refuse them",
      blocks: [
        "With your consent, we also use your data for purposes that are not necessary for the service but help us serve you better:",
        {
          list: [
            "Sending you news, recommendations, promotions and offers from Sobremesa and participating places.",
            "Personalising suggestions of places and things to do based on your reservations and searches.",
            "Inviting you to surveys and market research, and producing statistics about how the service is used.",
          ],
        },
        "You may refuse these purposes at any time, without affecting the primary purposes or the services you signed up for:",
        {
          list: [
            "By switching off marketing communications in your user panel.",
            "By using the unsubscribe link in every promotional e-mail.",
            "By writing to privacidad@sobremesa.mx with the subject “Refusal of secondary purposes”.",
          ],
        },
        "If you have not given us your data yet and do not want it used for these purposes, you can say so when you create your account (the marketing box is unticked by default) or within the following five business days, through the means above.",
      ],
    },
    {
      id: "transfers",
      heading: "Transfers and processors",
      blocks: [
        "We share your data, without needing your consent because it is necessary to provide the service you asked for or because the Law allows it, with:",
        {
          list: [
            "The restaurants, bars and nightclubs where you book: name, phone, e-mail, party size, occasion and notes, so they can receive you and manage your reservation.",
            "The organisers of the things to do you buy: name and ticket details, to give you access.",
            "The courier companies that deliver your store orders: name, phone and shipping address.",
            "Competent authorities, when a law or a duly grounded order requires it.",
            "Companies of our group that operate Sobremesa in Colombia and Costa Rica, which follow this same notice.",
          ],
        },
        "We do not sell your data. If we ever wished to transfer it to third parties for commercial purposes, we would only do so with your express consent, asked for separately.",
        "We also pass it to providers that process it on our behalf and under our instructions (processors): cloud hosting and databases, payment processors, e-mail, SMS and WhatsApp delivery, and customer support. These providers are bound by contract to protect your data and not to use it for their own purposes. Some may be outside your country; in that case we require the same level of protection as the Law.",
      ],
    },
    {
      id: "arco-rights",
      heading: "ARCO rights: access, rectification, cancellation and objection",
      blocks: [
        "You have the right to know what data we hold and how we use it (access), to correct it if it is inaccurate or incomplete (rectification), to ask us to delete it when it is no longer needed (cancellation) and to object to its use for specific purposes (objection).",
        { subheading: "How to exercise them" },
        "Send your request to privacidad@sobremesa.mx or deliver it at our address. The request must include:",
        {
          list: [
            "Your name and an e-mail or other means to send you the answer.",
            "A copy of an official ID (or, if you act on behalf of someone else, your representative's ID and the document proving the representation).",
            "A clear description of the right you want to exercise and the data concerned.",
            "For rectification, the correct data and, where relevant, a supporting document.",
            "Anything else that helps us find your data, such as your account e-mail or a reservation code.",
          ],
        },
        "You can view and correct much of your account data yourself in the user panel, where you can also delete your account.",
        { subheading: "Time limits" },
        "We will send you our answer within 20 business days of receiving your complete request; if it is granted, we will carry it out within the following 15 business days. These periods may be extended once, for the same length, when circumstances justify it, and we will tell you. If your request is incomplete, we will ask for the missing information within five business days and you will have ten business days to send it.",
        "Exercising these rights is free; we could only charge shipping or copying costs. When cancellation is granted, we block your data for the period the law requires before deleting it; data we must keep for tax or accounting obligations is kept only for that purpose.",
        "If you disagree with our answer, you may go to the authority that oversees personal data protection in Mexico.",
      ],
    },
    {
      id: "revoking-consent",
      heading: "Revoking consent and limiting use",
      blocks: [
        "You can revoke the consent you gave us to handle your data by writing to privacidad@sobremesa.mx, with the same requirements and time limits as an ARCO request. Bear in mind that we may not always be able to act on it at once if a legal obligation requires us to keep certain data, and that revoking consent for primary purposes may prevent us from continuing the service (for example, keeping your account or membership).",
        "To limit the use or disclosure of your data, besides the means in section 4, you can ask us to add you to our internal exclusion list so you receive no advertising, and register with the Public Registry to Avoid Advertising of Mexico's Federal Consumer Protection Agency (PROFECO).",
      ],
    },
    {
      id: "security-and-retention",
      heading: "Security and retention",
      blocks: [
        "We protect your data with administrative, technical and physical measures: encrypted connections, passwords stored as strong hashes, sessions in cookies that page scripts cannot read, access limited to the staff who need it, and activity logs.",
        "We keep your data while you have an account or a relationship with us and afterwards only for as long as tax, commercial and consumer protection laws require. When you delete your account we erase your personal data; past reservations are kept for the place's history without data that identifies you.",
      ],
    },
    {
      id: "cookies",
      heading: "Cookies and similar technologies",
      blocks: [
        "We use our own cookies and browser local storage, strictly necessary or for preferences:",
        {
          list: [
            "Session (rs_s_t): keeps you signed in; page scripts cannot read it and it lasts up to 30 days or until you sign out.",
            "Language (locale): remembers whether you prefer Spanish or English for 365 days.",
            "Local storage: your public profile, whether you agreed to share your location (expires after a month), the countries catalogue and notices you have dismissed.",
          ],
        },
        "We do not use third-party advertising cookies. Through these technologies we obtain technical data such as your IP address, browser and the pages you visit, which we use to make the site work, remember your preferences and keep it secure.",
        "You can delete or block cookies in your browser settings; if you block the session cookie you will not be able to sign in. If we ever use analytics or advertising cookies, we will update this notice and ask for your consent where the law requires it.",
      ],
    },
    {
      id: "colombia-and-costa-rica",
      heading: "If you use Sobremesa in Colombia or Costa Rica",
      blocks: [
        { subheading: "Colombia" },
        "If you live in Colombia, we handle your data under Law 1581 of 2012 and Decree 1074 of 2015, with your prior, express and informed authorisation, which you give by accepting this notice. You have the right to know, update and correct your data; to ask for proof of the authorisation; to be told how we use it; to revoke the authorisation or ask for your data to be deleted when legal principles and guarantees are not respected; to access it free of charge; and to file complaints with the Superintendence of Industry and Commerce (SIC).",
        "We answer queries within 10 business days (extendable by 5) and claims within 15 business days (extendable by 8), through the same means as in section 6.",
        { subheading: "Costa Rica" },
        "If you live in Costa Rica, we handle your data under Law 8968 on the Protection of Individuals with regard to the Processing of their Personal Data, and its regulations, with your informed consent. You can exercise your rights of access, rectification and deletion through the means in section 6; we will resolve them within the five business days that law provides. You may go to the Agency for the Protection of Inhabitants' Data (PRODHAB).",
      ],
    },
    {
      id: "changes",
      heading: "Changes to this notice",
      blocks: [
        "We may change this notice because of changes in the law, our services or our practices. We will publish the current version on this page with its last-updated date, and we will tell you by e-mail or with a visible notice on the site before any significant change takes effect, especially if the purposes or transfers change.",
        "If you keep using Sobremesa after the update date, we take it that you know the new version; if you disagree, you can exercise your rights or delete your account.",
      ],
    },
  ],
};
