import type { ParsedMail } from "mailparser";
import type { SMTPServer } from "smtp-server";

export function listenForMail(
  onMail: (to: string, mail: ParsedMail) => void,
): Promise<{ port: number; server: SMTPServer; close(): Promise<void> }>;
export function mailDir(port: string | number): string;
export function startMailCatcher(dir: string): Promise<number>;
