/**
 * Welsh twin of home.ts: the same exports with the same shapes, so the Welsh pages render the same
 * sections. Business facts come from BUSINESS, so a change there reaches both languages.
 */
import { BUSINESS } from './business';
import type {
  BOOK_ONLINE_HERO as BookOnlineHeroEn,
  BUSINESS_CUSTOMER as BusinessCustomerEn,
  CLIENT_SECTORS as ClientSectorsEn,
  CLOSING_CTA as ClosingCtaEn,
  HOME_HERO as HomeHeroEn,
  POPULAR_SERVICES_TITLE as PopularServicesTitleEn,
  REVIEW_PLATFORMS as ReviewPlatformsEn,
} from './home';
import type { FeatureTile } from './types';

/** The four tiles under the home page hero. */
export const HOME_FEATURES: FeatureTile[] = [
  {
    icon: 'Clock',
    title: 'Ar agor 24/7',
    text: "Hediadau cynnar, nosweithiau hwyr a shifftiau nos: rydyn ni'n ateb ac yn gyrru drwy'r dydd a'r nos, bob dydd o'r flwyddyn.",
  },
  {
    icon: 'ShieldCheck',
    title: "Gyrwyr wedi'u gwirio gan y DBS",
    text: "Mae pob gyrrwr wedi'i wirio gan y DBS ac yn cael ei gyflogi gennym ni, nid dieithryn o ap archebu.",
  },
  {
    icon: 'Users',
    title: '2 i 16 sedd',
    text: 'MPV moethus i grwpiau bach, a bysiau mini 8, 12, 15 ac 16 sedd i grwpiau mwy.',
  },
  {
    icon: 'MessageCircle',
    title: 'Dyfynbris am ddim o fewn 24 awr',
    text: "Dywedwch wrthon ni am y daith ac fe atebwn ni o fewn 24 awr gyda phris clir, gyda'r gyrrwr a'r tanwydd wedi'u cynnwys.",
  },
];

export const HOME_HERO: typeof HomeHeroEn = {
  badgeWelsh: 'Croeso i Bus4U',
  badgeEnglish: 'Welcome to Bus4U',
  title: 'Llogi bws mini gyda gyrrwr yng Nghaerdydd a De Cymru, ddydd a nos',
  lead: `Teithiau i'r maes awyr, priodasau, tripiau ysgol a nosweithiau allan ar gyfer 2 i 16 o deithwyr. Llogi lleol o ${BUSINESS.localHireFrom} gyda'r gyrrwr a'r tanwydd wedi'u cynnwys, a dyfynbris am ddim o fewn 24 awr.`,
};

export const BOOK_ONLINE_HERO: typeof BookOnlineHeroEn = {
  title: 'Archebwch eich bws mini ar-lein mewn munud neu ddau',
  lead: "Dywedwch wrthon ni ble, pryd a faint ohonoch chi sydd. Fe ddown ni'n ôl atoch chi o fewn 24 awr gyda phris sefydlog gan weithredwr lleol o Gaerdydd sydd â'i yrwyr a'i gerbydau ei hun.",
};

/** Trust section on /book-online. */
export const TRUST_POINTS: FeatureTile[] = [
  {
    icon: 'BadgeCheck',
    title: 'Gweithredwr trwyddedig',
    text: `Trwydded gweithredwr ${BUSINESS.licence.operatorLicence}, ac wedi'n trwyddedu gan Gyngor Caerdydd ar gyfer hurio preifat.`,
  },
  {
    icon: 'Bus',
    title: 'Nid brocer',
    text: "Ein cerbydau ein hunain a'n gyrwyr ein hunain. Y cwmni rydych chi'n archebu gydag ef yw'r cwmni sy'n cyrraedd.",
  },
  {
    icon: 'ShieldCheck',
    title: "Gyrwyr wedi'u gwirio gan y DBS",
    text: "Gyrwyr profiadol, wedi'u gwirio, y mae ysgolion, meithrinfeydd a theuluoedd ar draws Caerdydd yn ymddiried ynddyn nhw.",
  },
  {
    icon: 'MapPin',
    title: `Yn lleol ers ${BUSINESS.localSince}`,
    text: `Mae ein canolfan yn ${BUSINESS.address.building}, ${BUSINESS.address.street}, ac rydyn ni'n gyrru ffyrdd De Cymru bob dydd.`,
  },
  {
    icon: 'Star',
    title: `Tua ${BUSINESS.rating.reviewCount} o adolygiadau`,
    text: `Mae grwpiau sydd wedi teithio gyda ni wedi gadael tua ${BUSINESS.rating.reviewCount} o adolygiadau. Darllenwch nhw cyn i chi benderfynu.`,
  },
  {
    icon: 'Clock',
    title: 'Ateb o fewn 24 awr',
    text: 'Anfonwch fanylion eich taith ar unrhyw awr a chewch ddyfynbris clir, ysgrifenedig o fewn diwrnod.',
  },
];

/** "Trusted by" strip: the kinds of client we carry, shown instead of company logos. */
export const CLIENT_SECTORS: typeof ClientSectorsEn = [
  { icon: 'School', name: 'Ysgolion' },
  { icon: 'Baby', name: 'Meithrinfeydd' },
  { icon: 'Heart', name: 'Trefnwyr priodasau' },
  { icon: 'Trophy', name: 'Clybiau chwaraeon' },
  { icon: 'Clapperboard', name: 'Criwiau ffilmio' },
  { icon: 'Hotel', name: 'Gwestai' },
  { icon: 'Briefcase', name: 'Busnesau' },
  { icon: 'HandHeart', name: 'Elusennau' },
];

export const BUSINESS_CUSTOMER: typeof BusinessCustomerEn = {
  title: 'Cludiant i fusnesau a sefydliadau',
  lead: "O gasglu un cleient i fws gwennol sy'n rhedeg ar gyfer pob shifft, rydyn ni'n rhoi un cyswllt dibynadwy i gyflogwyr, ysgolion a threfnwyr digwyddiadau ar gyfer teithio mewn grŵp yn Ne Cymru.",
  points: [
    "Bysiau gwennol rheolaidd i staff, wedi'u hamseru o gwmpas patrymau eich shifftiau",
    'Teithiau i gynadleddau, sioeau teithiol a chleientiaid ar draws y DU',
    "Anfonebau sy'n gweddu i'ch tîm cyfrifon",
    'Cerbydau o MPV 7 sedd i fws mini 16 sedd, gyda mwy nag un ar gael i grwpiau mwy',
    `Gyrwyr wedi'u gwirio gan y DBS a gweithredwr trwyddedig (${BUSINESS.licence.operatorLicence})`,
  ],
};

/** Where to read or leave a review. No ratings are claimed here. */
export const REVIEW_PLATFORMS: typeof ReviewPlatformsEn = [
  {
    name: 'Google',
    url: 'https://www.google.com/search?q=Bus4U+Cardiff+reviews',
    text: 'Darllenwch beth mae teithwyr yn ei ddweud ar Google, a gadewch eich adolygiad eich hun ar ôl eich taith.',
  },
  {
    name: 'Facebook',
    url: 'https://www.facebook.com/search/top?q=Bus4U%20Cardiff',
    text: "Dewch o hyd i ni ar Facebook am argymhellion, lluniau a newyddion o'r fflyd.",
  },
  {
    name: 'Trustpilot',
    url: 'https://www.trustpilot.com/search?query=Bus4U%20Cardiff',
    text: 'Chwiliwch am Bus4U Cardiff ar Trustpilot i ddarllen neu ysgrifennu adolygiad annibynnol.',
  },
  {
    name: 'Yell',
    url: 'https://www.yell.com/ucs/UcsSearchAction.do?keywords=Bus4U&location=Cardiff',
    text: 'Chwiliwch amdanom ni ar Yell i weld ein rhestriad ac unrhyw adolygiadau a adawyd yno.',
  },
];

export const CLOSING_CTA: typeof ClosingCtaEn = {
  title: 'Yn barod pan fydd eich grŵp yn barod',
  lead: "Anfonwch y dyddiad, y man casglu a nifer y bobl aton ni. Rydyn ni'n ateb o fewn 24 awr, ac rydyn ni ar gael ar y ffôn ac ar WhatsApp drwy'r dydd a'r nos.",
};

export const POPULAR_SERVICES_TITLE: typeof PopularServicesTitleEn =
  'Teithiau poblogaidd o Gaerdydd';
