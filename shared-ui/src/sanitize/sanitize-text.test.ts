import { SANITIZE_LIMITS, sanitizeText } from './sanitize-text';

describe('sanitizeText (spec §5, §9)', () => {
  it('defaults to basic and trims', () => {
    expect(sanitizeText('  hello  ')).toBe('hello');
    expect(sanitizeText('x'.repeat(1200))).toHaveLength(1000);
  });

  it('returns an empty string for null, undefined and blanks', () => {
    expect(sanitizeText(null)).toBe('');
    expect(sanitizeText(undefined, 'search')).toBe('');
    expect(sanitizeText(' \n\t ')).toBe('');
  });

  it('has the spec limits per preset', () => {
    expect(SANITIZE_LIMITS).toEqual({ strict: 100, search: 500, basic: 1000, permissive: 2000 });
    for (const [preset, max] of Object.entries(SANITIZE_LIMITS)) {
      expect(sanitizeText('a'.repeat(max + 50), preset as keyof typeof SANITIZE_LIMITS)).toHaveLength(max);
    }
  });

  describe('basic', () => {
    it('strips tags, script bodies and comments', () => {
      expect(sanitizeText('<b>Male</b> <i>harbour</i>')).toBe('Male harbour');
      expect(sanitizeText('Hi<script>alert(1)</script> there')).toBe('Hi there');
      expect(sanitizeText('a<!-- secret -->b')).toBe('a b');
      expect(sanitizeText('x <img src=x onerror=alert(1)')).toBe('x');
      expect(sanitizeText('<p>One</p><p>Two</p>')).toBe('One Two');
    });

    it('keeps comparison signs that are not tags', () => {
      expect(sanitizeText('a < b and c > d')).toBe('a < b and c > d');
      expect(sanitizeText('I <3 Maldives')).toBe('I <3 Maldives');
    });

    it('removes control and invisible characters but keeps line breaks', () => {
      expect(sanitizeText('a\u0000b\u0007c\u200Bd\u202Ee')).toBe('abcde');
      expect(sanitizeText('line 1\r\nline 2\n\n\n\nline 3')).toBe('line 1\nline 2\n\nline 3');
      expect(sanitizeText('a \t  b')).toBe('a b');
    });

    it('does not cut a character in half at the limit', () => {
      const text = `${'a'.repeat(999)}😀😀`;
      expect(sanitizeText(text)).toBe(`${'a'.repeat(999)}😀`);
    });
  });

  describe('strict', () => {
    it('keeps letters, digits and spaces only', () => {
      expect(sanitizeText('Haa Alif (HA) #1!', 'strict')).toBe('Haa Alif HA 1');
      expect(sanitizeText('<b>K.</b> Malé', 'strict')).toBe('K Malé');
      expect(sanitizeText("a\n\tb's", 'strict')).toBe('a b s');
    });

    it('keeps Thaana letters with their vowel marks', () => {
      expect(sanitizeText('މާލެ', 'strict')).toBe('މާލެ');
    });
  });

  describe('search', () => {
    it('makes one line and strips tags', () => {
      expect(sanitizeText('  male\n  city  ', 'search')).toBe('male city');
      expect(sanitizeText('<b>addu</b>', 'search')).toBe('addu');
      expect(sanitizeText('50% off & more', 'search')).toBe('50% off & more');
    });
  });

  describe('permissive', () => {
    it('keeps HTML but still removes control characters', () => {
      expect(sanitizeText(' <p>Hello <b>there</b></p>\u0000 ', 'permissive')).toBe('<p>Hello <b>there</b></p>');
    });
  });

  it('accepts non-string values', () => {
    expect(sanitizeText(42)).toBe('42');
  });
});
