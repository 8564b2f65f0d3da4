import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { type CallDef, calls, fillPath } from '../contract';
import { contractData } from '../testing/expect-contract';
import { DEMO_ADMIN } from '../seed/seed-plan';
import type { Session, TestApp } from '../testing/test-app';
import { multipartForm, PNG } from '../tickets/test-form';

/** Test helpers of the HTTP-only job stories: calls by contract name, parsed with their contract. */
export function jobClient(t: TestApp) {
  async function call<D extends CallDef>(
    def: D,
    session: Session | undefined,
    args: { params?: Record<string, unknown>; query?: string; body?: unknown } = {},
  ) {
    const url = `/api/v1/${fillPath(def.path, args.params)}${args.query ? `?${args.query}` : ''}`;
    return t.request({ method: def.method as InjectOptions['method'], url, payload: args.body as InjectOptions['payload'] }, session);
  }
  /** The answer's data, after checking its status. */
  async function ok<D extends CallDef>(def: D, session: Session | undefined, args: Parameters<typeof call>[2] = {}, status = 200) {
    const res = await call(def, session, args);
    if (res.statusCode !== status) throw new Error(`${def.method} ${def.path}: ${res.statusCode} ${res.body}`);
    return contractData(def, res);
  }
  /** A multipart call: text fields plus, with `file`, one PNG. */
  async function upload<D extends CallDef>(
    def: D,
    session: Session,
    fields: Record<string, string | number | undefined>,
    opts: { params?: Record<string, unknown>; file?: boolean } = {},
  ): Promise<LightMyRequestResponse> {
    const parts = Object.entries(fields).flatMap(([name, value]) => (value === undefined ? [] : [{ name, value: String(value) }]));
    const form = multipartForm(opts.file ? [...parts, { name: 'file', filename: 'receipt.png', type: 'image/png', data: PNG }] : parts);
    return t.request(
      { method: def.method as InjectOptions['method'], url: `/api/v1/${fillPath(def.path, opts.params)}`, payload: form.payload, headers: form.headers },
      session,
    );
  }
  async function signIn(path: string, email: string, password: string = DEMO_ADMIN.password): Promise<Session> {
    const res = await t.request({ method: 'POST', url: `/api/v1/${path}`, payload: { email, password } });
    if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
    return res.json().data as Session;
  }
  /** A subcategory of `category` whose workflow serves `jobType` (the first one, or the one named `name`), as a customer picks it. */
  async function subcategoryId(session: Session, jobType: string, category: string, name?: string): Promise<number> {
    const options = await ok(calls.jobCategorySubcategoryDropdown, session, { query: `job_type=${jobType}` });
    const subs = options.find((c) => c.name === category)!.subcategories;
    return (name ? subs.find((s) => s.name === name) : subs[0])!.id;
  }
  return { call, ok, upload, signIn, subcategoryId };
}
