/** Packages the lockfile needs that `dir`'s node_modules lacks or holds at another version. */
export function outOfDatePackages(dir?: string): string[];
/** The message for a person, or null when node_modules is up to date. */
export function installAdvice(dir?: string, command?: string): string | null;
