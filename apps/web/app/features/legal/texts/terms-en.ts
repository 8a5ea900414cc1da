import type { LegalDocument } from "../legal-document";

/** Terms and conditions: reservations, no-shows, purchases, memberships and the store. */
export const termsEn: LegalDocument = {
  title: "Terms and conditions",
  description:
    "Sobremesa's rules: reservations and no-shows, things-to-do purchases, the online store with shipping and returns, memberships with a free trial and cancellation, liability and applicable law.",
  updated: "2026-11-20",
  intro: [
    "These terms govern the use of Sobremesa's website, app and services in Mexico, Colombia and Costa Rica. Please read them carefully: by creating an account, booking, buying or subscribing you accept them. If you do not agree, do not use the service.",
    "How we handle your personal data is governed by our privacy policy, which is part of these terms. The Spanish version of these terms prevails if the two ever differ.",
  ],
  sections: [
    {
      id: "who-we-are",
      heading: "Who we are and who these terms apply to",
      blocks: [
        "Sobremesa is a service of Sobremesa Tecnologías, S.A.P.I. de C.V., whose address is Calle Río Pánuco 147, 4th floor, colonia Cuauhtémoc, alcaldía Cuauhtémoc, postal code 06500, Mexico City. You can write to us at hola@sobremesa.mx.",
        "To book, buy or subscribe you must be 18 or over and legally able to enter into contracts. If you book or buy on behalf of other people, you make sure they agree.",
        "Sobremesa is an intermediary: the restaurants, bars and nightclubs (“places”) and the organisers of things to do provide the service you book or buy, and are responsible for it. The online store is run by Sobremesa directly, unless the product page names another seller.",
      ],
    },
    {
      id: "account",
      heading: "Your account",
      blocks: [
        "You can book as a guest or with an account. To buy things to do, use the store or subscribe to the membership you need an account with a verified e-mail or phone.",
        "Keep your password and the codes we send you safe: anything done with your account is treated as done by you, unless you tell us about unauthorised use. You can close your account at any time from the user panel.",
        "We may suspend or close accounts that use false details, make reservations they do not intend to keep, resell tickets without authorisation or abuse the service, telling you the reason.",
      ],
    },
    {
      id: "reservations",
      heading: "Reservations",
      blocks: [
        "A reservation is confirmed when you see it on screen with its code and receive the confirmation e-mail. With it, the place commits to holding a table for the party size, date and time you chose; the exact table or zone may vary with the place's operation.",
        "Each place sets its own policy: grace period, table duration, maximum party size, deposit per guest and deadline for changes or cancellations. You see it before confirming and on the place's payment policy page.",
        {
          list: [
            "Changes and cancellations: you can change or cancel free of charge from the link in your confirmation or your user panel until the place's deadline (for example, 2 hours before).",
            "Grace period: unless the place states otherwise, you are expected within 15 minutes of the booked time; after that, the place may release the table.",
            "Deposits: when a place asks for a deposit, it is charged when you book and deducted from your bill at the place. If you cancel within the deadline, we refund it in full to the same payment method.",
            "Cancellation by the place: if the place cancels or cannot receive you, we let you know as soon as possible and refund any deposit in full.",
          ],
        },
        "The prices, menus and opening hours we show are provided by each place; we try to keep them up to date, but the place may change them.",
      ],
    },
    {
      id: "no-shows",
      heading: "No-shows",
      blocks: [
        "A no-show happens when you do not arrive within the grace period and did not cancel within the place's deadline. An empty table is a table someone else could not book, so:",
        {
          list: [
            "If the reservation had a deposit, the place may keep it as compensation, under its payment policy.",
            "We record the no-show in your history. With three no-shows in 12 months we may ask you for a deposit on future reservations or suspend booking for 30 days; we will tell you beforehand.",
            "If you arrive late but within the grace period, the place may shorten the table's duration.",
          ],
        },
        "If you could not make it because of force majeure, write to us within 48 hours and we will review the case with the place.",
      ],
    },
    {
      id: "things-to-do",
      heading: "Buying things to do",
      blocks: [
        "Things to do (experiences, tastings, classes, events) have a date, a capacity and ticket types. The total price, with taxes and service fees, is shown before you pay; your tickets arrive by e-mail and stay in your user panel.",
        {
          list: [
            "The organiser provides the experience and is responsible for its content, safety and requirements (minimum age, dress code, ID).",
            "Tickets are personal and are not refunded for non-attendance. You can transfer them to someone else by writing to us before the event.",
            "If the organiser cancels or substantially changes the date, venue or content, you can ask for a full refund.",
            "For events where alcohol is sold, entry is only for people aged 18 or over with ID.",
          ],
        },
      ],
    },
    {
      id: "store",
      heading: "Online store: shipping, returns and taxes",
      blocks: [
        { subheading: "Prices and taxes" },
        "Store prices are in the country's currency (Mexican pesos, Colombian pesos or Costa Rican colones). In Mexico they include VAT (IVA); in Colombia and Costa Rica they include the applicable value added tax. Shipping costs are shown separately before you pay. If a price is obviously wrong, we will tell you and you can confirm the purchase at the correct price or cancel it with a full refund.",
        { subheading: "Shipping" },
        "We ship to addresses in the countries where the store operates. The estimated delivery time and cost are shown at checkout for your postal code; the time runs from payment confirmation. We send you the tracking number when the order ships. Check the package on delivery; if it arrives damaged, note it with the courier or tell us within 48 hours with photos.",
        { subheading: "Returns" },
        {
          list: [
            "You can withdraw from your purchase and return unused products in their original packaging within 5 business days of delivery in Mexico and Colombia, and within 8 business days in Costa Rica. We refund the price to the same payment method within 15 days of receiving the product.",
            "Perishable or opened food and drinks, and personalised products, cannot be returned unless defective.",
            "If a product arrives defective or is not what you bought, we replace it or refund its price and the shipping, as you prefer, within the warranty period set by law.",
          ],
        },
        "Alcoholic drinks are only sold to people aged 18 or over; the courier may ask for ID on delivery.",
      ],
    },
    {
      id: "payments",
      heading: "Payments and invoices",
      blocks: [
        "We accept credit and debit cards through a certified payment processor. We do not store your card number: only its brand, last four digits and expiry date, so you can recognise it. Your bank may ask you for additional authentication.",
        "If you need an invoice (a CFDI in Mexico), request it from your user panel within the month of the purchase. In Colombia and Costa Rica we issue the electronic invoice the law requires, to the details you give us.",
      ],
    },
    {
      id: "memberships",
      heading: "Memberships: Premium, Premium B and Plus",
      blocks: [
        "The Sobremesa membership (formerly the “club”) gives you benefits at participating places, such as discounts on the bill, shown on each place's and each plan's page. The Premium, Premium B and Plus plans differ in benefits and price, which are shown before you subscribe.",
        { subheading: "30-day free trial" },
        {
          list: [
            "You can start with a 30-day free trial. There is only one trial per customer: it does not apply if you already had one with the same account, e-mail, phone or card.",
            "We ask for a card when the trial starts, but we do not charge you during it. Three days before it ends we remind you by e-mail of the date and amount of the first charge.",
            "If you cancel before the trial ends, you are not charged anything. If you do not cancel, the first period is charged when it ends and the membership renews.",
          ],
        },
        { subheading: "Billing and renewal" },
        "The membership is charged in advance for each period (monthly or yearly, depending on the plan) and renews automatically until you cancel it. If a charge fails, we retry during a grace period of up to 7 days in which you keep your benefits; if it still fails, the membership is suspended. We will tell you at least 30 days in advance of any price change, and you can cancel before it applies.",
        { subheading: "Cancellation" },
        {
          list: [
            "You can cancel whenever you like, without penalty, from your user panel or by writing to hola@sobremesa.mx. Cancellation takes effect at the end of the period already paid, and you keep your benefits until then.",
            "Right of withdrawal: if you cancel within 5 business days of the first charge after the trial and have not used any benefits in that period, we refund the full amount.",
            "Otherwise, periods already started are not refunded pro rata, unless the law provides otherwise.",
          ],
        },
        "Benefits are personal, are applied with your account when you book or pay at the place, and cannot be combined with other promotions unless the place says so. A place may stop participating; we will show it on its page.",
      ],
    },
    {
      id: "use-of-the-service",
      heading: "Use of the service, reviews and surveys",
      blocks: [
        "Use Sobremesa in good faith. You may not make false or bulk reservations, automate reservations or purchases, resell tables or tickets, interfere with the site's security or systematically copy its content.",
        "Reviews and survey answers must be based on a real visit and be respectful. We may moderate or remove offensive, false or off-topic content. By posting it you allow us to show it on Sobremesa free of charge.",
      ],
    },
    {
      id: "intellectual-property",
      heading: "Intellectual property",
      blocks: [
        "The Sobremesa brand, the site's design, its code and its own content belong to us or are licensed to us. The places' brands, photos and menus belong to each place. You may not use them without permission, except for your personal use of the service.",
      ],
    },
    {
      id: "liability",
      heading: "Liability",
      blocks: [
        "We are responsible for the platform working, for handling your reservations, purchases and membership correctly, and for the products we sell in the store.",
        "Places and organisers are responsible for the food, drinks, service, the safety of their premises and the experience they offer. If you have a problem with them, tell us: we will help you solve it and, where appropriate, get a refund of what you paid through Sobremesa.",
        "We do our best to keep the service available and free of errors, but it may be interrupted for maintenance or for reasons beyond our control. We are not liable for indirect damages or force majeure. Nothing in these terms limits the rights your country's consumer protection laws give you.",
      ],
    },
    {
      id: "changes",
      heading: "Changes to these terms",
      blocks: [
        "We may update these terms. We will publish the current version on this page with its last-updated date and tell you by e-mail about significant changes at least 15 days in advance. Reservations, purchases and membership periods already paid are governed by the terms in force when you made them.",
      ],
    },
    {
      id: "applicable-law",
      heading: "Applicable law and complaints",
      blocks: [
        "These terms are governed by the laws of the United Mexican States. For any dispute, the parties submit to the courts of Mexico City, unless consumer protection law allows you to go to the courts where you live.",
        "Before making a claim, write to us at hola@sobremesa.mx: we answer within 5 business days. In Mexico you may go to the Federal Consumer Protection Agency (PROFECO); in Colombia, to the Superintendence of Industry and Commerce under Law 1480 of 2011; and in Costa Rica, to the National Consumer Commission under Law 7472. If you use Sobremesa from Colombia or Costa Rica, your country's consumer protection rules that cannot be excluded by contract also apply.",
      ],
    },
  ],
};
