/** Types of node-options.cjs (plain CommonJS, so node scripts load it without tsx). */
export declare const PGLITE_NODE_OPTIONS: string;
export declare const PGLITE_MALLOC_ENV: Record<string, string>;
export declare function apiProcessEnv(env: NodeJS.ProcessEnv): Record<string, string>;
