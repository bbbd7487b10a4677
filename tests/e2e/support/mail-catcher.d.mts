export function mailDir(port: string | number): string;
export function startMailCatcher(dir: string): Promise<number>;
