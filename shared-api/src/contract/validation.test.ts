import { atollInputSchema, businessLocationInputSchema, islandInputSchema } from './locations';
import { loginBodySchema } from './auth';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('validation messages (spec §5)', () => {
  it('login: valid e-mail, password of at least 5', () => {
    expect(messagesOf(loginBodySchema.safeParse({ email: 'nope', password: '1234' }))).toEqual({
      email: 'Invalid email address',
      password: 'Password must be at least 5 characters',
    });
    expect(loginBodySchema.safeParse({ email: 'a@b.mv', password: '12345' }).success).toBe(true);
  });

  it('atoll: name at least 2, code at least 1, no unknown fields', () => {
    expect(messagesOf(atollInputSchema.safeParse({ name: ' A ', code: '' }))).toEqual({
      name: 'Name must be at least 2 characters',
      code: 'Code is required',
    });
    expect(atollInputSchema.safeParse({ name: 'Haa Alif', code: 'HA', id: 3 }).success).toBe(false);
  });

  it('island: name at least 2 and an atoll', () => {
    expect(messagesOf(islandInputSchema.safeParse({ name: 'x' }))).toEqual({
      name: 'Name must be at least 2 characters',
      atoll_id: 'Please Select a value',
    });
  });

  it('business location: name at least 2, type and road at least 3', () => {
    expect(messagesOf(businessLocationInputSchema.safeParse({ name: 'x', type: 'ab', road: 'cd', island_id: 1 }))).toEqual({
      name: 'Name must be at least 2 characters',
      type: 'Type must be at least 3 characters',
      road: 'Road must be at least 3 characters',
    });
  });
});
