import { BUSINESS } from './business.ts';
import type { Faq } from './types';

/** The eight home page questions, in the order the accordion and structured data use. */
export const HOME_FAQ: Faq[] = [
  {
    q: 'How much does minibus hire in Cardiff cost?',
    a: "Local hire starts from £150, and that price includes the driver and fuel. The final figure depends on the distance, the time of day, how long you need us and the size of vehicle, so ask for a free quote and we'll reply within 24 hours with a fixed price.",
  },
  {
    q: 'Is a driver included?',
    a: 'Yes. Every hire comes with one of our own professional, DBS-checked drivers, so nobody in your group has to drive, navigate or stay sober. We are not a broker and we never pass your booking to another firm.',
  },
  {
    q: 'Which areas do you cover?',
    a: 'We are based in Cardiff and cover the whole city, including Caerau, Ely, Canton, Penarth and Barry, plus Newport, Pontypridd, the Vale of Glamorgan and the rest of South Wales. We also drive to airports, venues and events anywhere in the UK.',
  },
  {
    q: 'How many passengers can you carry?',
    a: 'Our vehicles carry from 2 to 16 passengers. The fleet includes 8-, 12-, 15- and 16-seat minibuses and a luxury MPV, and for bigger groups we can send more than one vehicle travelling together.',
  },
  {
    q: 'How far in advance should I book?',
    a: 'We advise booking 2 to 4 weeks ahead, and earlier for weddings, bank holidays and big match days in Cardiff. We are open 24/7, so do still ask at short notice; we often have a vehicle free.',
  },
  {
    q: 'Are your drivers DBS checked?',
    a: `Yes. All of our drivers are DBS-checked, which is why schools, nurseries and youth groups trust us with their pupils. Bus4U runs under operator licence ${BUSINESS.licence.operatorLicence}, with private-hire authorisation from Cardiff Council.`,
  },
  {
    q: 'What kinds of trips and events do you cover?',
    a: 'Airport transfers, weddings, stag and hen parties, sporting events, school and nursery trips, staff shuttles, corporate travel, film and TV crews, theme park days and plenty more. If a group needs to get somewhere together, we can help.',
  },
  {
    q: 'Can I book online or do I need to phone?',
    a: 'Either works. Fill in the quote form on this site at any hour and we will reply within 24 hours, or call us or send a WhatsApp message if you would rather talk it through with a person.',
  },
];
