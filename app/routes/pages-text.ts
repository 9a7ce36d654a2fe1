import type { Translations } from '#app/lib/locale.ts';

interface Meta {
  title: string;
  description: string;
}

/** The page templates' own words: titles, descriptions, headings and buttons of each route. */
export interface PagesText {
  homeMeta: Meta;
  homeEmail: string;
  homeHowQuotesWork: string;
  homeHeroAlt: string;
  homeWhy: string;
  homeFaqEyebrow: string;
  homeFaqTitle: string;
  bookMeta: Meta;
  bookStart: string;
  bookHeroAlt: string;
  bookTrustEyebrow: string;
  bookTrustTitle: string;
  thanksMeta: Meta;
  blogMeta: Meta;
  blogTitle: string;
  blogLead: string;
  minRead: (minutes: number) => string;
  readArticle: string;
  allArticles: string;
  contactWays: string;
  ourServices: string;
  airportsTitle: string;
  faqTitle: string;
  crumbHome: string;
  crumbWhatWeOffer: string;
  crumbBlog: string;
  crumbBookOnline: string;
  notFoundTitle: string;
  notFoundEyebrow: string;
  notFoundHeading: string;
  notFoundLead: string;
  notFoundBooking: string;
  errorEyebrow: (status: number) => string;
  errorHeading: string;
  errorLead: string;
  errorHome: string;
}

export const PAGES_TEXT = {
  en: {
    homeMeta: {
      title: 'Minibus Hire Cardiff & South Wales, 24/7 | Bus4U',
      description:
        'Minibus and MPV hire with a DBS-checked driver in Cardiff and South Wales, open 24/7. Airport transfers, weddings, school trips and parties. Free quote in 24 hours.',
    },
    homeEmail: 'Email us',
    homeHowQuotesWork: 'How our free quotes work',
    homeHeroAlt:
      'A white Bus4U minibus on the Cardiff Bay waterfront at golden hour, with the Wales Millennium Centre behind',
    homeWhy: 'Why groups choose Bus4U',
    homeFaqEyebrow: 'FAQ',
    homeFaqTitle: 'Questions we are asked most',
    bookMeta: {
      title: 'Book a Minibus Online in Cardiff | Free Quote | Bus4U',
      description:
        'Book minibus or MPV hire online in Cardiff and South Wales. Send your trip in under a minute and get a clear quote within 24 hours, driver and fuel included.',
    },
    bookStart: 'Start my free quote',
    bookHeroAlt: 'A Bus4U minibus ready for collection, with a phone showing a booking confirmed',
    bookTrustEyebrow: 'Why book with us',
    bookTrustTitle: 'A local operator you can check',
    thanksMeta: {
      title: 'Thank you: your quote request is with us | Bus4U',
      description:
        'Thank you for asking Bus4U for a quote. Your personalised quote will reach you within 24 hours; call, e-mail or WhatsApp us any time.',
    },
    blogMeta: {
      title: 'Minibus Travel Tips and News from Cardiff | Bus4U Blog',
      description:
        'Guides to airport runs, hiring a minibus and school trips, plus news from the Bus4U team in Cardiff and the community we are part of.',
    },
    blogTitle: 'The Bus4U blog',
    blogLead: 'Practical guides for planning group travel from Cardiff, and news from our team.',
    minRead: (minutes) => `${minutes} min read`,
    readArticle: 'Read the article →',
    allArticles: '← All articles',
    contactWays: 'Ways to reach us',
    ourServices: 'Our services',
    airportsTitle: 'Airport transfers from Cardiff',
    faqTitle: 'Frequently asked questions',
    crumbHome: 'Home',
    crumbWhatWeOffer: 'What we offer',
    crumbBlog: 'Blog',
    crumbBookOnline: 'Book online',
    notFoundTitle: 'Page not found | Bus4U',
    notFoundEyebrow: 'Page not found',
    notFoundHeading: 'We could not find that page',
    notFoundLead:
      'The link may be old. Everything we offer is a click away, and asking for a free quote takes under a minute.',
    notFoundBooking: 'Go to booking',
    errorEyebrow: (status) => `Error ${status}`,
    errorHeading: 'Sorry, something went wrong on our side',
    errorLead:
      'Please try again in a moment. If you were asking for a quote, call or WhatsApp us and we will sort it out straight away.',
    errorHome: 'Back to the home page',
  },
  cy: {
    homeMeta: {
      title: 'Llogi bws mini yng Nghaerdydd a De Cymru, 24/7 | Bus4U',
      description:
        "Llogi bws mini ac MPV gyda gyrrwr wedi'i wirio gan y DBS yng Nghaerdydd a De Cymru, ar agor 24/7. Teithiau i'r maes awyr, priodasau, tripiau ysgol a phartïon. Dyfynbris am ddim o fewn 24 awr.",
    },
    homeEmail: 'Anfonwch e-bost',
    homeHowQuotesWork: 'Sut mae ein dyfynbrisiau am ddim yn gweithio',
    homeHeroAlt:
      'Bws mini gwyn Bus4U ar lan y dŵr ym Mae Caerdydd yn yr haul hwyr, gyda Chanolfan Mileniwm Cymru y tu ôl iddo',
    homeWhy: "Pam mae grwpiau'n dewis Bus4U",
    homeFaqEyebrow: 'Cwestiynau cyffredin',
    homeFaqTitle: "Y cwestiynau rydyn ni'n eu clywed amlaf",
    bookMeta: {
      title: 'Archebu bws mini ar-lein yng Nghaerdydd | Dyfynbris am ddim | Bus4U',
      description:
        "Archebwch fws mini neu MPV ar-lein yng Nghaerdydd a De Cymru. Anfonwch fanylion eich taith mewn llai na munud a chewch ddyfynbris clir o fewn 24 awr, gyda'r gyrrwr a'r tanwydd yn gynwysedig.",
    },
    bookStart: 'Dechrau fy nyfynbris am ddim',
    bookHeroAlt:
      "Bws mini Bus4U yn barod i gasglu teithwyr, gyda ffôn yn dangos bod archeb wedi'i chadarnhau",
    bookTrustEyebrow: 'Pam archebu gyda ni',
    bookTrustTitle: 'Gweithredwr lleol y gallwch ei wirio',
    thanksMeta: {
      title: 'Diolch: mae eich cais am ddyfynbris wedi ein cyrraedd | Bus4U',
      description:
        'Diolch am ofyn i Bus4U am ddyfynbris. Bydd eich dyfynbris personol yn eich cyrraedd o fewn 24 awr; ffoniwch, anfonwch e-bost neu neges WhatsApp unrhyw bryd.',
    },
    blogMeta: {
      title: 'Cyngor teithio a newyddion o Gaerdydd | Blog Bus4U',
      description:
        "Canllawiau ar deithiau i'r maes awyr, llogi bws mini a thripiau ysgol, a newyddion gan dîm Bus4U yng Nghaerdydd a'r gymuned rydyn ni'n rhan ohoni.",
    },
    blogTitle: 'Blog Bus4U',
    blogLead:
      'Canllawiau ymarferol ar gyfer trefnu teithiau grŵp o Gaerdydd, a newyddion gan ein tîm.',
    minRead: (minutes) => `${minutes} munud o ddarllen`,
    readArticle: 'Darllen yr erthygl →',
    allArticles: '← Pob erthygl',
    contactWays: 'Ffyrdd o gysylltu â ni',
    ourServices: 'Ein gwasanaethau',
    airportsTitle: "Teithiau i'r maes awyr o Gaerdydd",
    faqTitle: 'Cwestiynau cyffredin',
    crumbHome: 'Hafan',
    crumbWhatWeOffer: 'Ein gwasanaethau',
    crumbBlog: 'Blog',
    crumbBookOnline: 'Archebu ar-lein',
    notFoundTitle: "Heb ddod o hyd i'r dudalen | Bus4U",
    notFoundEyebrow: "Heb ddod o hyd i'r dudalen",
    notFoundHeading: "Doedden ni ddim yn gallu dod o hyd i'r dudalen honno",
    notFoundLead:
      "Efallai fod y ddolen yn hen. Mae popeth rydyn ni'n ei gynnig un clic i ffwrdd, ac mae gofyn am ddyfynbris am ddim yn cymryd llai na munud.",
    notFoundBooking: "Mynd i'r dudalen archebu",
    errorEyebrow: (status) => `Gwall ${status}`,
    errorHeading: "Mae'n ddrwg gennym, aeth rhywbeth o'i le ar ein hochr ni",
    errorLead:
      "Rhowch gynnig arall arni mewn munud. Os oeddech chi'n gofyn am ddyfynbris, ffoniwch ni neu anfonwch neges WhatsApp a byddwn ni'n ei drefnu ar unwaith.",
    errorHome: "Yn ôl i'r hafan",
  },
} satisfies Translations<PagesText>;
