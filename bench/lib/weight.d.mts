export function pageAssets(html: string): { scripts: string[]; styles: string[] };
export function staticImports(code: string): string[];
