export { sanitizeText, SANITIZE_LIMITS, type SanitizePreset } from './sanitize-text';
