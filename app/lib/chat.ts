import {
  CHAT_CONTEXT_ANSWER,
  CHAT_CONTEXT_QUOTE_LENGTH,
  CHAT_DEFAULT_ANSWER,
  CHAT_DOCUMENT_EXTENSIONS,
  CHAT_DOCUMENT_NOTE,
  CHAT_FALLBACK_ANSWERS,
  CHAT_KEYWORD_ANSWERS,
  CHAT_TELUGU_DEFAULT_ANSWER,
  CHAT_TELUGU_NOTE,
  CHAT_TEXT,
  type ChatLanguage,
} from "~/content/chat";
import type { CourseFacts } from "./catalogue";
import { catalogueTextValues, fillPlaceholders, paymentWayValues } from "./catalogue-text";

/**
 * The chat assistant's reply engine (SPEC.md "Chat"): pure, no network, the
 * same in the browser and in tests.
 */

/** Business details the answers quote: from the site configuration. */
export interface ChatContact {
  brandName: string;
  phone: string;
  email: string;
  /** A payment gateway is set up: the answers about paying say so (content/payment-ways.ts). */
  onlinePayment?: boolean;
}

export type ChatReplyKind = "keyword" | "context" | "fallback" | "default";

export interface ChatReply {
  text: string;
  kind: ChatReplyKind;
  /** The SPEC.md keyword that matched (kind "keyword"). */
  keyword?: string;
  /**
   * SPEC.md: a reply that falls back to the default answer, or a Telugu
   * reply with no match, opens the e-mail capture panel.
   */
  asksForEmail: boolean;
}

export interface ChatReplyInput {
  message: string;
  /** The catalogue the page loaded: prices, durations, offers and batch dates in the answers. */
  catalogue: readonly CourseFacts[];
  /** What the person told the assistant in the Context panel (or the uploaded-document note). */
  context?: string;
  language: ChatLanguage;
  contact: ChatContact;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

// A keyword matches as whole words, allowing common endings ("jobs",
// "enrollment", "batches"), so "hi" never fires inside "this".
const ENDINGS = "(?:s|es|d|ed|ing|ment|ments|able)?";
function keywordPattern(phrase: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(phrase)}${ENDINGS}(?![\\p{L}\\p{N}])`, "u");
}
function wordPattern(word: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, "u");
}

const KEYWORDS = CHAT_KEYWORD_ANSWERS.map((entry) => ({
  ...entry,
  patterns: [entry.keyword, ...(entry.aliases ?? [])].map(keywordPattern),
}));
const FALLBACKS = CHAT_FALLBACK_ANSWERS.map((entry) => ({
  ...entry,
  patterns: entry.words.map(wordPattern),
}));

/** The first CHAT_CONTEXT_QUOTE_LENGTH characters of the context, with an ellipsis when cut. */
export function contextQuote(context: string): string {
  const trimmed = context.trim();
  const chars = Array.from(trimmed);
  return chars.length > CHAT_CONTEXT_QUOTE_LENGTH
    ? `${chars.slice(0, CHAT_CONTEXT_QUOTE_LENGTH).join("")}…`
    : trimmed;
}

function englishReply(
  message: string,
  context: string | undefined,
): Omit<ChatReply, "text"> & { template: string; quote?: string } {
  const lower = message.toLowerCase();
  for (const entry of KEYWORDS) {
    if (entry.patterns.some((p) => p.test(lower))) {
      return { kind: "keyword", keyword: entry.keyword, template: entry.answer, asksForEmail: false };
    }
  }
  if (context && context.trim()) {
    return {
      kind: "context",
      template: CHAT_CONTEXT_ANSWER,
      quote: contextQuote(context),
      asksForEmail: false,
    };
  }
  for (const entry of FALLBACKS) {
    if (entry.patterns.some((p) => p.test(lower))) {
      return { kind: "fallback", template: entry.answer, asksForEmail: false };
    }
  }
  return { kind: "default", template: CHAT_DEFAULT_ANSWER, asksForEmail: true };
}

/**
 * SPEC.md "Chat": keywords in order (first match wins); with context, a
 * generic reply quoting its first 50 characters; then the fallbacks; else
 * the default answer. Telugu mode: the English answer plus a note, and a
 * Telugu default when nothing matched.
 */
export function chatReply({ message, context, language, contact, catalogue }: ChatReplyInput): ChatReply {
  const reply = englishReply(message, context);
  const values = {
    ...catalogueTextValues(catalogue),
    ...paymentWayValues(contact.onlinePayment ?? false),
    phone: contact.phone,
    email: contact.email,
    brand: contact.brandName,
    quote: reply.quote ?? "",
  };
  const { template: _template, quote: _quote, ...rest } = reply;
  if (language === "te") {
    if (reply.kind === "default") {
      return { ...rest, text: fillPlaceholders(CHAT_TELUGU_DEFAULT_ANSWER, values) };
    }
    return { ...rest, text: `${tidy(fillPlaceholders(reply.template, values))}\n\n${CHAT_TELUGU_NOTE}` };
  }
  return { ...rest, text: tidy(fillPlaceholders(reply.template, values)) };
}

/** An empty placeholder (no next batch) leaves a double or trailing space behind. */
function tidy(text: string): string {
  return text.replace(/ {2,}/g, " ").trim();
}

export function welcomeMessage(language: ChatLanguage, contact: ChatContact): string {
  return fillPlaceholders(CHAT_TEXT[language].welcome, { brand: contact.brandName });
}

export function emailThanksMessage(language: ChatLanguage, email: string): string {
  return fillPlaceholders(CHAT_TEXT[language].emailThanks, { email });
}

export function contextSavedMessage(language: ChatLanguage): string {
  return CHAT_TEXT[language].contextSaved;
}

export function documentSavedMessage(language: ChatLanguage, filename: string): string {
  return fillPlaceholders(CHAT_TEXT[language].documentSaved, { filename });
}

/** SPEC.md: uploading a file stores 'User uploaded document: {filename}' as context. */
export function documentNote(filename: string): string {
  return fillPlaceholders(CHAT_DOCUMENT_NOTE, { filename });
}

/** SPEC.md: the file input accepts .pdf, .doc, .docx, .txt (checked again here: `accept` is only a hint). */
export function isAcceptedChatDocument(filename: string): boolean {
  const lower = filename.toLowerCase();
  return CHAT_DOCUMENT_EXTENSIONS.some((ext) => lower.endsWith(ext) && lower.length > ext.length);
}

/** SPEC.md: chat send is ignored if the message is empty or whitespace only. */
export function isSendableMessage(text: string): boolean {
  return text.trim().length > 0;
}

/** SPEC.md: the e-mail panel requires '@'; anything without it does nothing. */
export function isChatEmail(value: string): boolean {
  return value.trim().includes("@");
}

export function documentRejectedMessage(language: ChatLanguage): string {
  return CHAT_TEXT[language].documentRejected;
}

/** The status text announced while a reply is on its way. */
export function typingMessage(language: ChatLanguage): string {
  return CHAT_TEXT[language].typing;
}
