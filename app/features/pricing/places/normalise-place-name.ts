/**
 * How a place name is compared, wherever it is typed: accents, case, "&" and "Saint" do not
 * matter, nor does punctuation. Client-safe, so the place combobox and the server's matcher
 * agree on what "matches" means.
 */
export function normalisePlaceName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\bsaint\b/g, 'st')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
