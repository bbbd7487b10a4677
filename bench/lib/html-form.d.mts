export interface FormField {
  name: string;
  type: string;
  value: string;
  options: string[];
}
export function findForm(
  html: string,
  path: string,
  mustHave: RegExp,
): { action: string; fields: FormField[] } | null;
export function findFormFields(html: string, path: string, mustHave: RegExp): FormField[] | null;
export function parseFields(form: string): FormField[];
export function fillForm(
  fields: FormField[],
  opts?: { n?: number; freshTokens?: boolean; values?: Record<string, string> },
): URLSearchParams;
