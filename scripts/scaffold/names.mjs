// The names one word gives in each place a scaffold writes it ('job-category' -> JobCategory, ...).
const words = (text) =>
  text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
const cap = (w) => w[0].toUpperCase() + w.slice(1);

export const kebab = (text) => words(text).join('-');
export const snake = (text) => words(text).join('_');
export const pascal = (text) => words(text).map(cap).join('');
export const camel = (text) => pascal(text).replace(/^./, (c) => c.toLowerCase());
/** 'job-category' -> 'Job category' (labels), 'atoll_id' -> 'Atoll'. */
export const sentence = (text) =>
  cap(
    words(text)
      .filter((w, i, all) => !(w === 'id' && i === all.length - 1 && all.length > 1))
      .join(' '),
  );
/** 'users-onboarding' -> 'Users Onboarding' (menu groups and titles). */
export const title = (text) => words(text).map(cap).join(' ');
/** English plurals of the contract's entity names: category -> categories, slot -> slots, address -> addresses. */
export const plural = (word) => (/[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : /(s|x|ch|sh)$/.test(word) ? `${word}es` : `${word}s`);
