import { z } from 'zod';
import { providerKindSchema } from './embedded';
import { USER_TYPES } from './auth';
import { defineCall } from './define';
import { pageSchema, positiveId, recordVersion, searchQuerySchema, sortQuery } from './pagination';
import { messages } from './messages';
import { userPickerCalls, userTypeEnum as userType } from './user-pickers';

export { type UserOption, userOptionSchema, userSearchQuerySchema } from './user-pickers';

/**
 * Users (spec §3, §5, §7): the admin's user management and the public sign-up of customers and
 * providers. Phone numbers are Maldivian only: +960 followed by 7 digits.
 */
export const userMessages = {
  duplicateEmail: 'Another account already uses this e-mail',
  deleteSelf: 'You cannot delete your own account',
  demoteSelf: 'You cannot remove your own admin role',
  userInUse: 'This user has jobs, chats or other records and cannot be deleted',
  providerKindOnlyForProviders: 'Only service providers have a provider kind',
} as const;

/** `+960` and 7 digits, e.g. +9607712345. */
export const MALDIVIAN_PHONE = /^\+960\d{7}$/;

/** Spec §5 (admin forms): phone at least 10 characters, Maldivian numbers only. */
export const maldivianPhoneSchema = z
  .string({ message: messages.maldivianPhone })
  .trim()
  .min(10, messages.minChars('Phone number', 10))
  .regex(MALDIVIAN_PHONE, messages.maldivianPhone);

export const userSchema = z.object({
  id: z.number().int(),
  version: recordVersion,
  type: userType,
  name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  /** Service providers only: individual or business (onboarding, billing). */
  provider_kind: providerKindSchema.nullable(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

const userFields = {
  type: z.enum(USER_TYPES, { message: messages.select }),
  name: z.string().trim().min(2, messages.minChars('Name', 2)).max(100),
  email: z.string().trim().max(200).email(messages.invalidEmail),
  phone_number: maldivianPhoneSchema,
  provider_kind: providerKindSchema.nullable().optional(),
};

const kindOnlyForProviders = (value: { type?: string; provider_kind?: string | null }, ctx: z.RefinementCtx) => {
  if (value.provider_kind && value.type !== 'SERVICE_PROVIDER') {
    ctx.addIssue({ code: 'custom', path: ['provider_kind'], message: userMessages.providerKindOnlyForProviders });
  }
};

/** Spec §5 admin user create: name trimmed, at least 2; valid email; phone at least 10 (Maldivian); password at least 6. */
export const userCreateSchema = z
  .object({ ...userFields, password: z.string().min(6, messages.minChars('Password', 6)).max(200) })
  .strict()
  .superRefine(kindOnlyForProviders);
export type UserCreate = z.input<typeof userCreateSchema>;

/** PUT body: the same fields; an empty or absent password keeps the current one. */
export const userUpdateSchema = z
  .object({
    ...userFields,
    password: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().min(6, messages.minChars('Password', 6)).max(200).optional()),
  })
  .strict()
  .superRefine(kindOnlyForProviders);
export type UserUpdate = z.input<typeof userUpdateSchema>;

/** Sortable columns of the users list (`sort`). */
export const userSorts = ['name', 'email', 'phone_number', 'type', 'created_at'] as const;

export const userListQuerySchema = searchQuerySchema.extend({ type: userType.optional(), ...sortQuery(userSorts).shape });

/** Spec §5 signup passwords: at least 5 plus an uppercase, a lowercase, a number and a special character. */
export const signupPasswordSchema = z
  .string()
  .min(5, messages.minChars('Password', 5))
  .max(200)
  .regex(/[A-Z]/, messages.passwordUpper)
  .regex(/[a-z]/, messages.passwordLower)
  .regex(/[0-9]/, messages.passwordNumber)
  .regex(/[^A-Za-z0-9]/, messages.passwordSpecial);

const signupFields = {
  name: z.string().trim().min(2, messages.minChars('Name', 2)).max(100),
  email: z.string().trim().max(200).email(messages.invalidEmail),
  phone_number: z.string().trim().min(7, messages.minChars('Phone number', 7)).max(20),
  password: signupPasswordSchema,
  confirm_password: z.string().min(5, messages.minChars('Confirm Password', 5)).max(200),
};

const passwordsMatch = (value: { password: string; confirm_password: string }, ctx: z.RefinementCtx) => {
  if (value.password !== value.confirm_password) ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: messages.passwordMismatch });
};

/** Spec §5 customer signup: name at least 2; valid email; phone at least 7; passwords at least 5 with complexity; must match. */
export const customerSignupSchema = z.object(signupFields).strict().superRefine(passwordsMatch);
export type CustomerSignup = z.input<typeof customerSignupSchema>;

/** Vendor signup: the same plus a nullable referral code. */
export const vendorSignupSchema = z
  .object({ ...signupFields, referral_code: z.string().trim().max(50).nullable().optional() })
  .strict()
  .superRefine(passwordsMatch);
export type VendorSignup = z.input<typeof vendorSignupSchema>;

const signupResponse = z.object({ access_token: z.string(), refresh_token: z.string(), user: userSchema });

const admin = ['ADMIN'] as const;
const userId = z.object({ id: positiveId });

export const userCalls = {
  signupCustomer: defineCall({
    method: 'POST',
    path: '/signup/customer',
    summary: 'Create a customer account and sign in (403 when sign-up is refused)',
    roles: 'public',
    body: customerSignupSchema,
    response: signupResponse,
  }),
  signupVendor: defineCall({
    method: 'POST',
    path: '/signup/vendor',
    summary: 'Create a service provider account and sign in',
    roles: 'public',
    body: vendorSignupSchema,
    response: signupResponse,
  }),
  listUsers: defineCall({
    method: 'GET',
    path: '/users',
    summary: 'Users, newest first, searchable by name, e-mail or phone, filterable by type',
    roles: admin,
    query: userListQuerySchema,
    response: pageSchema(userSchema),
  }),
  createUser: defineCall({
    method: 'POST',
    path: '/users',
    summary: 'Create a user of any type',
    roles: admin,
    body: userCreateSchema,
    response: userSchema,
  }),
  getUser: defineCall({
    method: 'GET',
    path: '/users/{id}',
    summary: 'One user',
    roles: admin,
    params: userId,
    response: userSchema,
  }),
  updateUser: defineCall({
    method: 'PUT',
    path: '/users/{id}',
    summary: 'Update a user (an admin cannot remove their own admin role)',
    roles: admin,
    params: userId,
    body: userUpdateSchema,
    response: userSchema,
  }),
  deleteUser: defineCall({
    method: 'DELETE',
    path: '/users/{id}',
    summary: 'Delete a user without activity (never oneself)',
    roles: admin,
    params: userId,
    response: z.object({ id: z.number().int() }),
  }),
  ...userPickerCalls,
};
