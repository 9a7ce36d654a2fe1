import type { Vehicle } from './types';

/**
 * Welsh twin of fleet.ts: the same vehicles, ids, seats and images, smallest first, with Welsh
 * wording. Luggage figures are guidance for a full load of passengers, as in English.
 */
export const FLEET: Vehicle[] = [
  {
    id: 'luxury-mpv',
    name: 'MPV moethus',
    seats: 7,
    luggage:
      "Tua 5 cês mawr a 5 bag caban gyda 5 teithiwr; llai pan fo'r 7 sedd i gyd yn cael eu defnyddio",
    features: [
      "Seddi o safon gyda digon o le i'r coesau",
      'Aerdymheru',
      'Drysau llithro ar yr ochr er mwyn mynd i mewn yn hawdd wrth ymyl y palmant',
      'Taith dawel, esmwyth ar gyfer teithiau hirach',
      'Delfrydol i 2 i 7 o deithwyr',
    ],
    accessibility:
      "Mae'r llawr isel a'r drysau llithro yn ei gwneud yn haws mynd i mewn nag i'r rhan fwyaf o geir; holwch ni am fynediad heb risiau a chadeiriau olwyn sy'n plygu.",
    bestFor: "Teithio i uwch-swyddogion, teithiau bach i'r maes awyr, partïon priodas a theuluoedd",
    image: 'fleet-luxury-mpv',
  },
  {
    id: '8-seat',
    name: 'Bws mini 8 sedd',
    seats: 8,
    luggage: 'Tua 8 cês mawr ac 8 bag caban',
    features: [
      "Seddi sy'n wynebu ymlaen gyda gwregysau diogelwch tri phwynt",
      'Aerdymheru',
      'Cist fawr yn y cefn ar gyfer bagiau',
      'Cyfforddus ar deithiau hir ar y draffordd',
    ],
    accessibility:
      'Mae handlen a gris ar yr ochr yn helpu teithwyr i fynd i mewn; holwch ni am fynediad heb risiau cyn i chi archebu.',
    bestFor: "Teithiau i'r maes awyr i deuluoedd a grwpiau bach, teithio busnes",
    image: 'fleet-8-seat',
  },
  {
    id: '12-seat',
    name: 'Bws mini 12 sedd',
    seats: 12,
    luggage: 'Tua 10 cês mawr a 12 bag caban',
    features: [
      "Seddi sy'n wynebu ymlaen gyda gwregysau diogelwch tri phwynt",
      'Aerdymheru',
      'To uchel, felly gall y rhan fwyaf o oedolion sefyll wrth fynd i mewn',
      "Lle pwrpasol i fagiau y tu ôl i'r seddi cefn",
    ],
    accessibility:
      "Mae'r to uchel a drws llydan ar yr ochr yn ei gwneud yn haws mynd i mewn; holwch ni am fynediad heb risiau a lle i gymhorthion symud.",
    bestFor: 'Tripiau ysgol, gwesteion priodas, timau chwaraeon a grwpiau canolig',
    image: 'fleet-12-seat',
  },
  {
    id: '15-seat',
    name: 'Bws mini 15 sedd',
    seats: 15,
    luggage: 'Tua 12 cês mawr a 15 bag caban',
    features: [
      'Bws mini hir gyda tho uchel',
      'Gwregysau diogelwch tri phwynt ar bob sedd',
      'Aerdymheru',
      'Digon o le i fagiau yn y cefn',
    ],
    accessibility:
      "Drws llydan ar yr ochr a tho uchel; holwch ni am fynediad heb risiau cyn archebu er mwyn i ni gynllunio'n iawn.",
    bestFor:
      'Partïon stag a phartïon plu, gemau oddi cartref clybiau, bysiau gwennol i staff a thripiau i barciau thema',
    image: 'fleet-15-seat',
  },
  {
    id: '16-seat',
    name: 'Bws mini 16 sedd',
    seats: 16,
    luggage: 'Tua 14 cês mawr a 16 bag caban',
    features: [
      'Bws mini hir gyda tho uchel',
      'Gwregysau diogelwch tri phwynt ar bob sedd',
      'Aerdymheru',
      'Y lle mwyaf i fagiau yn ein fflyd',
      "Y cerbyd y gofynnir amdano amlaf gan grwpiau sy'n mynd i'r maes awyr",
    ],
    accessibility:
      "Drws llydan ar yr ochr, to uchel a chanllawiau i afael ynddyn nhw; siaradwch â ni am fynediad heb risiau pan fyddwch chi'n gofyn am ddyfynbris.",
    bestFor: "Grwpiau mawr i'r maes awyr, priodasau, digwyddiadau corfforaethol a gemau chwaraeon",
    image: 'fleet-16-seat',
  },
];
