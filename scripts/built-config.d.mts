/** The variable Next.js takes a resolved config from (built-config.mjs). */
export declare const BUILT_CONFIG_ENV: string;
/** The resolved config the build in `dir`/.next wrote, as JSON; undefined with no build. */
export declare function builtConfig(dir: string): string | undefined;
/** Points Next.js at the build's config unless one is set already (built-config.mjs). */
export declare function takeBuiltConfig(dir: string, env?: Record<string, string | undefined>): void;
