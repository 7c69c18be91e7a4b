// Academic titles before a Czech name are not part of it ("doc. Ing. Jana Procházková" -> "JP").
const TITLES = /^(?:(?:prof|doc|ing|arch|mgr|phdr|rndr|judr|mudr|mvdr|paeddr|bc|dr)\.\s*)+/i;

/** Up to two capital initials of a person's name, for a photo placeholder. */
export function initials(name: string): string {
  const words = name
    .split(',')[0]!
    .replace(TITLES, '')
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w));
  const picked = words.length > 2 ? [words[0]!, words[words.length - 1]!] : words;
  return picked.map((w) => Array.from(w)[0]!.toUpperCase()).join('');
}
