/**
 * Validation messages. Spec §5 quotes some messages word for word (kept exactly here); where it
 * gives only the rule, the message follows one pattern: "<Label> must be at least <n> characters".
 */
export const messages = {
  required: 'Required',
  invalidEmail: 'Invalid email address',
  minChars: (label: string, n: number) => (n === 1 ? `${label} is required` : `${label} must be at least ${n} characters`),
  positive: (label: string) => `${label} must be greater than 0`,
  atLeast: (label: string, n: number) => `${label} must be at least ${n}`,
  tooLarge: (max: number) => `Must be at most ${max}`,
  invalidDate: 'Enter a valid date',
  select: 'Please Select a value',
  dropOffAddress: 'Please provide the drop-off address',
  passwordUpper: 'Password must contain an uppercase character.',
  passwordLower: 'Password must contain a lowercase character.',
  passwordNumber: 'Password must contain a number character.',
  passwordSpecial: 'Password must contain a special character.',
  passwordMismatch: 'Password and Confirm Password does not match.',
  maldivianPhone: 'Enter a Maldivian phone number (+960 and 7 digits)',
  profilePicture: 'Only .png and .jpeg images are allowed',
  // Server-side rules (uniqueness, references), put on the field like the zod messages above.
  duplicateAtollCode: 'Another atoll already uses this code',
  duplicateIslandName: 'This atoll already has an island with this name',
  unknownAtoll: 'The selected atoll does not exist',
  unknownIsland: 'The selected island does not exist',
  controlCharacters: 'Must not contain control characters',
} as const;
