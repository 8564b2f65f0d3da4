export { sanitizeText, type SanitizePreset } from './sanitize-text';
