export function pageAssets(html: string): { scripts: string[]; styles: string[]; inlineStyles: string[] };
export function staticImports(code: string): string[];
export function headerBytes(status: number, message: string, rawHeaders: string[]): number;
export function countElements(html: string): number;
