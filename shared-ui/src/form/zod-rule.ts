import type { ValidationIssue } from '@mv-admin/shared-api';
import type { FormRule } from 'antd';
import type { z } from 'zod';

/** Any object schema of the contract, e.g. `atollInputSchema`. */
export type InputSchema = z.ZodObject;

/**
 * The contract's message for one field's value, or undefined when the value passes. An empty
 * input (undefined or null) is judged as empty text, so the user reads the contract's rule
 * ("Name must be at least 2 characters") rather than zod's "expected string, received undefined".
 */
export function zodFieldError(schema: InputSchema, field: string, value: unknown): string | undefined {
  const fieldSchema = schema.shape[field] as z.ZodType | undefined;
  if (!fieldSchema) return undefined;
  const result = fieldSchema.safeParse(value);
  if (result.success) return undefined;
  if (value === undefined || value === null) {
    const asText = fieldSchema.safeParse('');
    if (!asText.success) return asText.error.issues[0]?.message;
  }
  return result.error.issues[0]?.message;
}

/**
 * An antd Form rule that validates one field with its schema from the contract, so the form
 * shows exactly the messages the server would send (ARCHITECTURE §5: one rule source). Marks the
 * field required (the asterisk) when the schema rejects an empty value.
 * Usage: `<Form.Item name="name" rules={[zodRule(atollInputSchema, 'name')]}>`.
 */
export function zodRule(schema: InputSchema, field: string): FormRule {
  return {
    required: zodFieldError(schema, field, undefined) !== undefined,
    validator: async (_rule, value) => {
      const message = zodFieldError(schema, field, value);
      if (message) throw new Error(message);
    },
  };
}

/**
 * An antd Form rule for a schema's whole-form rules that land on `field` (a `refine` with
 * `path: [field]`, such as "max not below min"): it parses all the form's values with `schema`
 * and rejects with the first issue on `field` that its own rule (zodRule) does not already
 * report. Give the Form.Item `dependencies` on the other fields so it re-runs when they change.
 * Usage: `rules={[zodRule(schema, 'max'), zodFormRule(schema, 'max')]} dependencies={['min']}`.
 */
export function zodFormRule(schema: InputSchema, field: string): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async (_rule, value) => {
      if (zodFieldError(schema, field, value)) return;
      const result = schema.safeParse(getFieldsValue(true));
      const issue = result.error?.issues.find((candidate) => candidate.path.length === 1 && candidate.path[0] === field);
      if (issue) throw new Error(issue.message);
    },
  });
}

/** Errors to put on form fields (`form.setFields`) and those that belong to no field. */
export interface FieldErrors {
  fields: { name: (string | number)[]; errors: string[] }[];
  other: string[];
}

/**
 * Sorts validation issues (from zod or a 400 answer's `issues`) into errors per form field and
 * the rest. An issue belongs to a field when its path starts with one of `fieldNames`.
 */
export function issuesToFieldErrors(issues: readonly Pick<ValidationIssue, 'path' | 'message'>[], fieldNames: readonly string[]): FieldErrors {
  const byPath = new Map<string, { name: (string | number)[]; errors: string[] }>();
  const other: string[] = [];
  for (const issue of issues) {
    const path = issue.path as (string | number)[];
    if (path.length === 0 || !fieldNames.includes(String(path[0]))) {
      other.push(path.length ? `${path.join('.')}: ${issue.message}` : issue.message);
      continue;
    }
    const key = path.join('.');
    const entry = byPath.get(key) ?? { name: path, errors: [] };
    if (!entry.errors.includes(issue.message)) entry.errors.push(issue.message);
    byPath.set(key, entry);
  }
  return { fields: [...byPath.values()], other };
}

export type SchemaCheck<S extends InputSchema> = { success: true; data: z.output<S> } | { success: false; errors: FieldErrors };

/**
 * Validates a whole form's values with the schema (cross-field rules included) and returns the
 * parsed output (trimmed, defaults applied) or the errors sorted per field. Empty fields get the
 * same messages as zodRule.
 */
export function validateWithSchema<S extends InputSchema>(schema: S, values: Record<string, unknown>, fieldNames: readonly string[]): SchemaCheck<S> {
  const result = schema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const issues = result.error.issues.map((issue) => {
    const [field] = issue.path;
    const isTopLevel = issue.path.length === 1 && typeof field === 'string';
    const message = isTopLevel ? (zodFieldError(schema, field, values[field]) ?? issue.message) : issue.message;
    return { path: issue.path as (string | number)[], message };
  });
  return { success: false, errors: issuesToFieldErrors(issues, fieldNames) };
}
