// A Redocly plugin: no-ambiguous-paths that reads the path parameters' schemas. The built-in rule
// compares the paths' text only, so `/service-provider/{id}/public-profile` and
// `/service-provider/offer/{id}` (both spec §7 paths) count as ambiguous although `id` is an
// integer and `offer` is not one. Here a template matches a literal segment only when its schema
// accepts that literal (type, enum, pattern); two templates always match each other.

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

/** The schema of each path parameter of a path item (its own parameters, then its operations'). */
function pathParamSchemas(pathItem) {
  const schemas = new Map();
  const operations = METHODS.map((method) => pathItem[method]).filter(Boolean);
  for (const parameter of [pathItem.parameters ?? [], ...operations.map((op) => op.parameters ?? [])].flat()) {
    if (parameter?.in === 'path' && !schemas.has(parameter.name)) schemas.set(parameter.name, parameter.schema ?? {});
  }
  return schemas;
}

/** Whether a value of `schema` can be the literal path segment `text`. */
export function accepts(schema, text) {
  if (Array.isArray(schema.enum) && !schema.enum.map(String).includes(text)) return false;
  if (schema.const !== undefined && String(schema.const) !== text) return false;
  if (schema.type === 'integer' && !/^-?\d+$/.test(text)) return false;
  if (schema.type === 'number' && !Number.isFinite(Number(text))) return false;
  if (schema.type === 'boolean' && text !== 'true' && text !== 'false') return false;
  if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(text)) return false;
  return true;
}

/** A path as segments: a literal's text, or a template's parameter schema. */
function parse(path, pathItem) {
  const schemas = pathParamSchemas(pathItem);
  return path.split('/').map((segment) => {
    const name = /^\{(.+)\}$/.exec(segment)?.[1];
    return name === undefined ? { text: segment } : { schema: schemas.get(name) ?? {} };
  });
}

/** Two parsed paths that some request path could match both of. */
export function overlap(a, b) {
  if (a.length !== b.length) return false;
  return a.every((x, i) => {
    const y = b[i];
    if (x.schema && y.schema) return true;
    if (x.schema) return accepts(x.schema, y.text);
    if (y.schema) return accepts(y.schema, x.text);
    return x.text === y.text;
  });
}

function NoAmbiguousPaths() {
  return {
    Paths(paths, { report, location }) {
      const seen = [];
      for (const [path, item] of Object.entries(paths)) {
        const parsed = parse(path, item ?? {});
        const other = seen.find((s) => overlap(s.parsed, parsed));
        if (other) {
          report({
            message: `Paths should resolve unambiguously (path parameters read with their schemas). Found two ambiguous paths: \`${other.path}\` and \`${path}\`.`,
            location: location.child([path]).key(),
          });
        }
        seen.push({ path, parsed });
      }
    },
  };
}

export default function typedPaths() {
  return { id: 'typed-paths', rules: { oas3: { 'no-ambiguous-paths': NoAmbiguousPaths } } };
}
