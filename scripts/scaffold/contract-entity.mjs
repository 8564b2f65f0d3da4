// What the contract (shared-api) says about one entity, read from its zod schemas: the domain
// that owns it, its list/create/update calls, the form's fields and the list's columns.
// Runs under tsx (npm run new:screen), which loads shared-api's TypeScript.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { camel, pascal, plural } from './names.mjs';

/** The schema under optional/nullable/default wrappers and transforms: its kind and enum options. */
function kindOf(schema) {
  let s = schema;
  for (;;) {
    const { type } = s.def;
    if (type === 'optional' || type === 'nullable' || type === 'default' || type === 'prefault' || type === 'readonly') s = s.def.innerType;
    else if (type === 'pipe') s = s.def.in;
    else break;
  }
  const { type } = s.def;
  if (type === 'enum') return { kind: 'enum', options: Object.values(s.def.entries) };
  return { kind: ['string', 'number', 'boolean'].includes(type) ? type : 'other' };
}

const shapeOf = (schema) => {
  let s = schema;
  while (!s.shape && s.def?.in) s = s.def.in;
  if (!s.shape) throw new Error('the schema is not an object');
  return s.shape;
};

/**
 * Finds `entity` (kebab case, 'atoll', 'job-category') in the domains shared-api exports. Throws
 * a sentence naming what is missing when the contract has no such CRUD entity.
 */
export async function contractEntity(root, entity) {
  const Name = pascal(entity);
  const name = camel(entity);
  const pkg = JSON.parse(readFileSync(join(root, 'shared-api/package.json'), 'utf8'));
  const domains = Object.keys(pkg.exports).filter((k) => !['.', './query', './contract', './dashboard'].includes(k));
  for (const key of domains) {
    const file = join(root, 'shared-api', pkg.exports[key]);
    const mod = await import(file);
    const apiName = Object.keys(mod).find((k) => k.endsWith('Api'));
    const calls = Object.values(mod).find((v) => v && typeof v === 'object' && v[`create${Name}`]?.method);
    if (!apiName || !calls?.[`update${Name}`]) continue;
    const list = [plural(Name), `${Name}s`].map((p) => `list${p}`).find((k) => calls[k]);
    const schema = mod[`${name}Schema`];
    const input = mod[`${name}InputSchema`];
    const source = readFileSync(join(root, 'shared-api/src/contract', `${key.slice(2)}.ts`), 'utf8');
    const missing = [
      !list && `a list call (list${plural(Name)})`,
      !schema && `${name}Schema`,
      !input && `${name}InputSchema`,
      !new RegExp(`export type ${Name}\\b`).test(source) && `the type ${Name}`,
      !new RegExp(`export type ${Name}Input\\b`).test(source) && `the type ${Name}Input`,
    ].filter(Boolean);
    if (missing.length) throw new Error(`${entity}: the ${key.slice(2)} contract lacks ${missing.join(', ')}`);
    // The message the form shows for an empty field (the kit's zodRule), written into the generated test.
    const { zodFieldError } = await import(join(root, 'shared-ui/src/form/zod-rule.ts'));
    const fieldsOf = (s) =>
      Object.entries(shapeOf(s)).map(([field, fs]) => ({
        field,
        ...kindOf(fs),
        emptyMessage: s === input ? zodFieldError(input, field, undefined) : undefined,
      }));
    return {
      domain: key.slice(2),
      api: apiName,
      Name,
      name,
      list,
      create: `create${Name}`,
      update: `update${Name}`,
      idParam: Object.keys(calls[`update${Name}`].params?.shape ?? {})[0] ?? 'id',
      fields: fieldsOf(input),
      entityFields: Object.keys(shapeOf(schema)),
      columns: fieldsOf(schema)
        .filter((c) => c.field !== 'id' && c.kind !== 'other' && !c.field.endsWith('_id'))
        .slice(0, 6),
    };
  }
  throw new Error(`${entity}: no shared-api domain has create${Name} and update${Name} calls`);
}
