/**
 * How far apart two names are, in typing slips: a letter missed, added, changed, or two letters
 * swapped ("cardif", "caerphily", "airpot", "bristlo"). Stops counting once past `limit`, which
 * keeps the gazetteer's typo search cheap.
 */
/** "Cardif" (6) is forgiven; "Rhyl" for "Rhy" is not: four letters are too few to tell words apart. */
export const MIN_LETTERS_FOR_ONE_TYPO = 5;
/** "Caerphily", "Pontypirdd": long names can take two slips and still be only themselves. */
export const MIN_LETTERS_FOR_TWO_TYPOS = 9;

export function typingDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  // Optimal string alignment: Levenshtein plus the swap of two neighbours.
  let twoBack: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, twoBack[j - 2]! + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    twoBack = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** Slips forgiven in a name of this many letters: none in a short name, where one slip is another word. */
export function typosForgiven(length: number): number {
  if (length < MIN_LETTERS_FOR_ONE_TYPO) return 0;
  return length < MIN_LETTERS_FOR_TWO_TYPOS ? 1 : 2;
}
