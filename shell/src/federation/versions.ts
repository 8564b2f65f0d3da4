import { satisfy } from '@module-federation/enhanced/runtime';

/** What a remote says it is (`<name>/version` of its container, written at its build). */
export interface RemoteBuild {
  version: string;
  /** The kit packages and the ranges it was built against, e.g. `{ '@mv-admin/shared-ui': '^0.1.0' }`. */
  kit: Record<string, string>;
}

export interface HostVersions {
  shell: string;
  /** The kit versions this shell provides to every remote. */
  kit: Record<string, string>;
}

// Replaced at build time (tooling/webpack/create-config.cjs) from the package.json files.
declare const __MV_VERSIONS__: HostVersions | undefined;

/** The shell's version and the kit versions it provides; 'unknown' outside a webpack build (tests). */
export const hostVersions: HostVersions = typeof __MV_VERSIONS__ === 'undefined' ? { shell: 'unknown', kit: {} } : __MV_VERSIONS__;

export const isRemoteBuild = (value: unknown): value is RemoteBuild =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RemoteBuild).version === 'string' &&
  typeof (value as RemoteBuild).kit === 'object' &&
  (value as RemoteBuild).kit !== null &&
  Object.values((value as RemoteBuild).kit).every((range) => typeof range === 'string');

/**
 * Why a remote cannot run on this shell's kit, naming both versions; undefined when every kit
 * package it was built against is provided in a version its range accepts.
 */
export function kitMismatch(build: RemoteBuild, host: HostVersions = hostVersions): string | undefined {
  for (const [pkg, range] of Object.entries(build.kit)) {
    const provided = host.kit[pkg];
    if (provided === undefined) return `it needs ${pkg} ${range}, which this admin does not provide`;
    if (!satisfy(provided, range)) return `it was built for ${pkg} ${range} and this admin provides ${pkg} ${provided}`;
  }
  return undefined;
}
