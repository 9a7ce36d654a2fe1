/**
 * Writes app/features/pricing/places/gb-postcode-districts.json, the centre of every postcode
 * district of Great Britain ("CF10", "NP20", "SA1"), from the outcode table of the gibbs/uk-postcodes
 * project (CC0 1.0; its centres come from Ordnance Survey Code-Point Open, Open Government Licence
 * v3). Run by hand with the table's CSV (`node scripts/build-postcode-districts.ts postcodes.csv`);
 * the output is committed, so neither install, build nor the server fetches anything.
 *
 * Only the outward code is kept: a full postcode is priced at its district's centre (see decision
 * 016 for the accuracy). Northern Ireland and the Crown Dependencies are left out: no coach of ours
 * drives there.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const GREAT_BRITAIN = new Set(['ENG', 'WLS', 'SCT', 'Scotland']);
const OUT = fileURLToPath(
  new URL('../app/features/pricing/places/gb-postcode-districts.json', import.meta.url),
);

const source = process.argv[2];
if (!source) throw new Error('usage: node scripts/build-postcode-districts.ts <outcodes.csv>');

const rows = readFileSync(source, 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split(','))
  .filter((cells) => GREAT_BRITAIN.has(cells[8] ?? ''))
  .map(
    ([district, , , lat, lon]) =>
      [
        district!.trim().toUpperCase(),
        // Four decimals is about 10 m, finer than the source's 100 m grid.
        Number(Number(lat).toFixed(4)),
        Number(Number(lon).toFixed(4)),
      ] as const,
  )
  .filter(([district, lat, lon]) => /^[A-Z]{1,2}[0-9][0-9A-Z]?$/.test(district) && lat && lon)
  .sort(([a], [b]) => a.localeCompare(b));

const data = {
  source: 'Postcode district centres, gibbs/uk-postcodes outcode table (CC0 1.0)',
  licence:
    'Contains Ordnance Survey data © Crown copyright and database right, Open Government Licence v3.0 (https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/)',
  columns: ['district', 'latitude', 'longitude'],
  districts: rows,
};
writeFileSync(OUT, `${JSON.stringify(data)}\n`);
console.log(`wrote ${rows.length} postcode districts to ${OUT}`);
