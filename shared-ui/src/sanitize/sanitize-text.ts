/**
 * Text sanitiser presets of spec §5 and §9: the longest text each preset keeps.
 * - strict: letters, digits and spaces only (names, codes), 100 characters.
 * - search: one line of free text for a search box, 500 characters.
 * - basic: multi-line text without markup, 1000 characters (the default).
 * - permissive: text whose HTML is kept (rich descriptions), 2000 characters.
 */
export const SANITIZE_LIMITS = { strict: 100, search: 500, basic: 1000, permissive: 2000 } as const;
export type SanitizePreset = keyof typeof SANITIZE_LIMITS;

// C0 controls except tab and newlines, DEL, C1 controls, zero-width and bidi override characters
// (the last two can make a value look different from what is stored).
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this strips
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;
// Script and style bodies are code, not text: drop them with their tags.
const SCRIPT_OR_STYLE = /<(script|style)\b[^>]*>[\s\S]*?(<\/\1\s*>|$)/gi;
const COMMENT = /<!--[\s\S]*?(-->|$)/g;
// Only things that look like tags: "a < b" and "x<3" stay, "<b>" and an unclosed "<img src=x" go.
const TAG = /<\/?[a-z][^<>]*(>|$)|<![^<>]*(>|$)|<\?[^<>]*(>|$)/gi;
// Thaana (Dhivehi) writes vowels as combining marks, so marks count as part of letters.
const NOT_STRICT = /[^\p{L}\p{M}\p{N} ]/gu;

const truncate = (text: string, max: number): string => {
  const chars = Array.from(text); // by code point, so an emoji is never cut in half
  return chars.length > max ? chars.slice(0, max).join('').trimEnd() : text;
};

/**
 * Cleans user-typed text before it is sent or put in a URL, per preset (see SANITIZE_LIMITS):
 * removes control and invisible characters, strips HTML tags except in `permissive` (with the
 * bodies of script and style elements), keeps only letters, digits and spaces in `strict`,
 * collapses whitespace (to one line in `strict` and `search`; `basic` keeps line breaks, at most
 * one blank line), trims, and cuts to the preset's length. Accepts any value (null and undefined give ''); never throws.
 */
export function sanitizeText(value: unknown, preset: SanitizePreset = 'basic'): string {
  if (value === null || value === undefined) return '';
  let text = String(value).replace(/\r\n?/g, '\n').replace(CONTROL, '');
  if (preset !== 'permissive') text = text.replace(SCRIPT_OR_STYLE, ' ').replace(COMMENT, ' ').replace(TAG, ' ');
  if (preset === 'strict') text = text.replace(NOT_STRICT, ' ');
  if (preset === 'strict' || preset === 'search') text = text.replace(/\s+/g, ' ');
  else if (preset === 'basic')
    text = text
      .replace(/[^\S\n]+/g, ' ')
      .replace(/ ?\n ?/g, '\n')
      .replace(/\n{3,}/g, '\n\n');
  return truncate(text.trim(), SANITIZE_LIMITS[preset]);
}
