/**
 * A record's version (090: a bigint) as a select-list column. node-postgres reads a bigint as a
 * string and PGlite as a number; float8 is a number in both, exact up to 2^53 writes of a row.
 * Inside `json_build_object` a bigint is already a JSON number: name `<alias>.version` there.
 */
export const versionColumn = (alias: string): string => `${alias}.version::float8 as version`;
