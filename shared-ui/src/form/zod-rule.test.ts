import { atollInputSchema, islandInputSchema } from '@mv-admin/shared-api/locations';
import { z } from 'zod';
import { issuesToFieldErrors, validateWithSchema, zodFieldError, zodFormRule, zodRule } from './zod-rule';

describe('zodFieldError', () => {
  it("gives the contract's message, also for empty inputs", () => {
    expect(zodFieldError(atollInputSchema, 'name', 'K')).toBe('Name must be at least 2 characters');
    expect(zodFieldError(atollInputSchema, 'name', '  K  ')).toBe('Name must be at least 2 characters');
    expect(zodFieldError(atollInputSchema, 'name', undefined)).toBe('Name must be at least 2 characters');
    expect(zodFieldError(atollInputSchema, 'name', null)).toBe('Name must be at least 2 characters');
    expect(zodFieldError(islandInputSchema, 'atoll_id', undefined)).toBe('Please Select a value');
    expect(zodFieldError(atollInputSchema, 'name', 'Kaafu')).toBeUndefined();
    expect(zodFieldError(atollInputSchema, 'province', undefined)).toBeUndefined();
    expect(zodFieldError(atollInputSchema, 'unknown', 1)).toBeUndefined();
  });
});

describe('zodRule', () => {
  const validate = (rule: ReturnType<typeof zodRule>, value: unknown) =>
    (rule as { validator: (r: unknown, v: unknown) => Promise<void> }).validator({}, value);

  it('marks required fields and rejects with the message', async () => {
    const rule = zodRule(atollInputSchema, 'code');
    expect(rule).toMatchObject({ required: true });
    await expect(validate(rule, '')).rejects.toThrow('Code is required');
    await expect(validate(rule, 'K')).resolves.toBeUndefined();
  });

  it('leaves optional and defaulted fields unmarked', () => {
    expect(zodRule(atollInputSchema, 'province')).toMatchObject({ required: false });
    expect(zodRule(islandInputSchema, 'active')).toMatchObject({ required: false });
  });
});

describe('issuesToFieldErrors', () => {
  it('puts issues on known fields and keeps the rest', () => {
    const result = issuesToFieldErrors(
      [
        { path: ['name'], message: 'Taken' },
        { path: ['name'], message: 'Taken' },
        { path: ['name'], message: 'Too odd' },
        { path: ['items', 0, 'price'], message: 'Too low' },
        { path: [], message: 'Unrecognized key: "id"' },
        { path: ['secret'], message: 'Nope' },
      ],
      ['name', 'items'],
    );
    expect(result.fields).toEqual([
      { name: ['name'], errors: ['Taken', 'Too odd'] },
      { name: ['items', 0, 'price'], errors: ['Too low'] },
    ]);
    expect(result.other).toEqual(['Unrecognized key: "id"', 'secret: Nope']);
  });
});

describe('validateWithSchema', () => {
  it('returns the parsed output (trimmed, defaults applied)', () => {
    expect(validateWithSchema(islandInputSchema, { name: ' Malé ', atoll_id: 3 }, ['name', 'atoll_id'])).toEqual({
      success: true,
      data: { name: 'Malé', atoll_id: 3, active: true },
    });
  });

  it('returns field errors with the same messages as zodRule', () => {
    const result = validateWithSchema(islandInputSchema, { name: undefined, atoll_id: undefined }, ['name', 'atoll_id']);
    expect(result).toEqual({
      success: false,
      errors: {
        fields: [
          { name: ['name'], errors: ['Name must be at least 2 characters'] },
          { name: ['atoll_id'], errors: ['Please Select a value'] },
        ],
        other: [],
      },
    });
  });

  it('reports cross-field rules on their path', () => {
    const schema = z.object({ min: z.number(), max: z.number() }).refine((v) => v.max >= v.min, { path: ['max'], message: 'Max must not be below min' });
    const result = validateWithSchema(schema, { min: 5, max: 1 }, ['min', 'max']);
    expect(result.success).toBe(false);
    expect(!result.success && result.errors.fields).toEqual([{ name: ['max'], errors: ['Max must not be below min'] }]);
  });
});

describe('zodFormRule', () => {
  const schema = z
    .object({ min: z.number().min(0, 'Min must be at least 0'), max: z.number().min(0, 'Max must be at least 0'), name: z.string().min(1, 'Name is required') })
    .superRefine(
      (v, ctx) => {
        if (v.max >= 0 && v.max < v.min) ctx.addIssue({ code: 'custom', path: ['max'], message: 'Max must not be below min' });
      },
      { when: ({ value }) => typeof value === 'object' && value !== null },
    );
  const validate = (values: Record<string, unknown>, field = 'max') => {
    const rule = zodFormRule(schema, field) as (form: { getFieldsValue: (all: true) => Record<string, unknown> }) => {
      validator: (r: unknown, v: unknown) => Promise<void>;
    };
    return rule({ getFieldsValue: () => values }).validator({}, values[field]);
  };

  it('reports a whole-form rule on its field, even while another field fails', async () => {
    await expect(validate({ min: 5, max: 1 })).rejects.toThrow('Max must not be below min');
    await expect(validate({ min: 5, max: 5, name: 'x' })).resolves.toBeUndefined();
  });

  it("leaves the field's own rule to zodRule and other fields' issues to them", async () => {
    await expect(validate({ min: 5, max: -1 })).resolves.toBeUndefined();
    await expect(validate({ min: 5, max: 1 }, 'min')).resolves.toBeUndefined();
  });
});
