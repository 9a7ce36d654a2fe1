import { BUSINESS } from './business';
import type { Faq } from './types';

/**
 * Welsh twin of home-faq.ts: the eight home page questions in the same order, which the accordion
 * and the FAQPage structured data share. Business facts come from BUSINESS.
 */
export const HOME_FAQ: Faq[] = [
  {
    q: 'Faint mae llogi bws mini yng Nghaerdydd yn ei gostio?',
    a: `Mae llogi lleol yn dechrau o ${BUSINESS.localHireFrom}, ac mae'r pris hwnnw'n cynnwys y gyrrwr a'r tanwydd. Mae'r ffigur terfynol yn dibynnu ar y pellter, yr amser o'r dydd, am ba hyd mae ein hangen arnoch chi a maint y cerbyd, felly gofynnwch am ddyfynbris am ddim a byddwn yn ateb o fewn 24 awr gyda phris sefydlog.`,
  },
  {
    q: "Oes gyrrwr wedi'i gynnwys?",
    a: "Oes. Mae un o'n gyrwyr proffesiynol ein hunain, wedi'i wirio gan y DBS, yn dod gyda phob llogi, felly does neb yn eich grŵp yn gorfod gyrru, dod o hyd i'r ffordd nac aros yn sobr. Dydyn ni ddim yn frocer, a dydyn ni byth yn trosglwyddo eich archeb i gwmni arall.",
  },
  {
    q: "Pa ardaloedd rydych chi'n eu gwasanaethu?",
    a: "Mae ein canolfan yng Nghaerdydd ac rydyn ni'n gwasanaethu'r ddinas gyfan, gan gynnwys Caerau, Trelái, Treganna, Penarth a'r Barri, yn ogystal â Chasnewydd, Pontypridd, Bro Morgannwg a gweddill De Cymru. Rydyn ni hefyd yn gyrru i feysydd awyr, lleoliadau a digwyddiadau unrhyw le yn y DU.",
  },
  {
    q: 'Faint o deithwyr allwch chi eu cludo?',
    a: "Mae ein cerbydau'n cludo rhwng 2 ac 16 o deithwyr. Mae'r fflyd yn cynnwys bysiau mini 8, 12, 15 ac 16 sedd ac MPV moethus, ac i grwpiau mwy gallwn anfon mwy nag un cerbyd i deithio gyda'i gilydd.",
  },
  {
    q: 'Pa mor bell ymlaen llaw ddylwn i archebu?',
    a: "Rydyn ni'n argymell archebu 2 i 4 wythnos ymlaen llaw, a chynt ar gyfer priodasau, gwyliau banc a diwrnodau gemau mawr yng Nghaerdydd. Rydyn ni ar agor 24/7, felly holwch ar fyr rybudd hefyd; yn aml mae gennym gerbyd yn rhydd.",
  },
  {
    q: "Ydy eich gyrwyr wedi'u gwirio gan y DBS?",
    a: `Ydyn. Mae pob un o'n gyrwyr wedi'i wirio gan y DBS, a dyna pam mae ysgolion, meithrinfeydd a grwpiau ieuenctid yn ymddiried eu disgyblion i ni. Mae Bus4U yn gweithredu dan drwydded gweithredwr ${BUSINESS.licence.operatorLicence}, gydag awdurdod hurio preifat gan Gyngor Caerdydd.`,
  },
  {
    q: "Pa fathau o deithiau a digwyddiadau rydych chi'n eu gwneud?",
    a: "Teithiau i'r maes awyr, priodasau, partïon stag a phartïon plu, digwyddiadau chwaraeon, tripiau ysgol a meithrinfa, bysiau gwennol i staff, teithiau corfforaethol, criwiau ffilm a theledu, diwrnodau mewn parciau thema a llawer mwy. Os oes angen i grŵp gyrraedd rhywle gyda'i gilydd, gallwn ni helpu.",
  },
  {
    q: 'Alla i archebu ar-lein, neu oes angen i mi ffonio?',
    a: "Mae'r naill neu'r llall yn iawn. Llenwch y ffurflen ddyfynbris ar y wefan hon ar unrhyw awr a byddwn yn ateb o fewn 24 awr, neu ffoniwch ni neu anfonwch neges WhatsApp os byddai'n well gennych chi siarad â pherson.",
  },
];
