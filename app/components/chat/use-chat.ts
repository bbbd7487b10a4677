import { useCallback, useEffect, useReducer, useRef } from "react";
import { CHAT_TYPING_DELAY_MS, type ChatLanguage } from "~/content/chat";
import type { CourseFacts } from "~/lib/catalogue";
import {
  chatReply,
  type ChatContact,
  contextSavedMessage,
  documentNote,
  documentRejectedMessage,
  documentSavedMessage,
  emailThanksMessage,
  isAcceptedChatDocument,
  isChatEmail,
  isSendableMessage,
  welcomeMessage,
} from "~/lib/chat";

/** SPEC.md "Entities": chat message id, text, isUser flag. */
export interface ChatMessage {
  id: string;
  text: string;
  isUser: boolean;
}

/** SPEC.md "Entities": chat state (language, context, e-mail, typing) plus which panel is open. */
export interface ChatState {
  language: ChatLanguage;
  messages: ChatMessage[];
  context: string;
  email: string | null;
  /** Replies still "being typed"; the typing indicator shows while this is above 0. */
  pendingReplies: number;
  lastQuestion: string;
  emailPanelOpen: boolean;
  contextPanelOpen: boolean;
}

export type ChatAction =
  | { type: "sent"; message: ChatMessage }
  | { type: "replied"; message: ChatMessage; asksForEmail: boolean }
  | { type: "language"; language: ChatLanguage; welcome: string }
  | { type: "context-saved"; context: string; message: ChatMessage }
  | { type: "assistant-said"; message: ChatMessage }
  | { type: "email-saved"; email: string; message: ChatMessage }
  | { type: "context-panel"; open: boolean }
  | { type: "email-panel"; open: boolean };

export const WELCOME_ID = "welcome";

export function initialChatState(contact: ChatContact): ChatState {
  return {
    language: "en",
    messages: [{ id: WELCOME_ID, text: welcomeMessage("en", contact), isUser: false }],
    context: "",
    email: null,
    pendingReplies: 0,
    lastQuestion: "",
    emailPanelOpen: false,
    contextPanelOpen: false,
  };
}

/** The chat's state transitions (SPEC.md "Chat widget"), pure so they can be tested without a browser. */
export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case "sent":
      return {
        ...state,
        messages: [...state.messages, action.message],
        lastQuestion: action.message.text,
        pendingReplies: state.pendingReplies + 1,
      };
    case "replied":
      return {
        ...state,
        messages: [...state.messages, action.message],
        pendingReplies: Math.max(0, state.pendingReplies - 1),
        emailPanelOpen: state.emailPanelOpen || action.asksForEmail,
      };
    case "language": {
      // SPEC.md: the switch replaces the welcome message only while it is still the sole message.
      const onlyWelcome = state.messages.length === 1 && state.messages[0].id === WELCOME_ID;
      return {
        ...state,
        language: action.language,
        messages: onlyWelcome ? [{ ...state.messages[0], text: action.welcome }] : state.messages,
      };
    }
    case "context-saved":
      return {
        ...state,
        context: action.context,
        contextPanelOpen: false,
        messages: [...state.messages, action.message],
      };
    case "assistant-said":
      return { ...state, messages: [...state.messages, action.message] };
    case "email-saved":
      return {
        ...state,
        email: action.email,
        emailPanelOpen: false,
        messages: [...state.messages, action.message],
      };
    case "context-panel":
      return { ...state, contextPanelOpen: action.open };
    case "email-panel":
      return { ...state, emailPanelOpen: action.open };
  }
}

/** A random id that also works on plain-http pages, where crypto.randomUUID is missing. */
export function randomId(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
}

export type EmailResult = { ok: true } | { ok: false; error: string | null };

export function useChat(contact: ChatContact, catalogue: readonly CourseFacts[]) {
  const [state, dispatch] = useReducer(chatReducer, contact, initialChatState);
  const nextId = useRef(0);
  const newId = () => `m${++nextId.current}`;
  const timers = useRef(new Set<number>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((t) => window.clearTimeout(t));
  }, []);

  const assistant = (text: string): ChatMessage => ({ id: newId(), text, isUser: false });

  /** SPEC.md: a non-blank message is added, the typing indicator shows, and the reply follows after 1 second. */
  function send(text: string): boolean {
    if (!isSendableMessage(text)) return false;
    const message = text.trim();
    dispatch({ type: "sent", message: { id: newId(), text: message, isUser: true } });
    const reply = chatReply({
      message,
      context: state.context,
      language: state.language,
      contact,
      catalogue,
    });
    const timer = window.setTimeout(() => {
      timers.current.delete(timer);
      dispatch({ type: "replied", message: assistant(reply.text), asksForEmail: reply.asksForEmail });
    }, CHAT_TYPING_DELAY_MS);
    timers.current.add(timer);
    return true;
  }

  /** SPEC.md: blank context is ignored; otherwise it is stored, acknowledged and the panel closes. */
  function saveContext(text: string): boolean {
    if (!text.trim()) return false;
    dispatch({
      type: "context-saved",
      context: text.trim(),
      message: assistant(contextSavedMessage(state.language)),
    });
    return true;
  }

  /** SPEC.md: an uploaded file stores 'User uploaded document: {filename}' as context and is acknowledged. */
  function uploadDocument(file: File) {
    if (!isAcceptedChatDocument(file.name)) {
      dispatch({ type: "assistant-said", message: assistant(documentRejectedMessage(state.language)) });
      return;
    }
    dispatch({
      type: "context-saved",
      context: documentNote(file.name),
      message: assistant(documentSavedMessage(state.language, file.name)),
    });
  }

  /**
   * SPEC.md: an e-mail without '@' does nothing; with '@' the lead is stored
   * (PRODUCT.md item 2) and only then the thank-you message is added.
   */
  async function saveEmail(raw: string, idempotencyKey: string): Promise<EmailResult | null> {
    if (!isChatEmail(raw)) return null;
    const email = raw.trim();
    const body = new FormData();
    body.set("email", email);
    body.set("question", state.lastQuestion);
    body.set("context", state.context);
    body.set("language", state.language);
    body.set("page", window.location.pathname);
    body.set("idempotencyKey", idempotencyKey);
    try {
      const res = await fetch("/chat/email", {
        method: "POST",
        body,
        headers: { Accept: "application/json" },
      });
      const json = (await res.json().catch(() => null)) as {
        ok?: boolean;
        error?: string;
        errors?: Record<string, string[]>;
      } | null;
      if (!res.ok || !json?.ok) {
        return { ok: false, error: json?.error ?? json?.errors?.email?.[0] ?? null };
      }
    } catch {
      return { ok: false, error: null };
    }
    dispatch({ type: "email-saved", email, message: assistant(emailThanksMessage(state.language, email)) });
    return { ok: true };
  }

  const setLanguage = useCallback(
    (language: ChatLanguage) =>
      dispatch({ type: "language", language, welcome: welcomeMessage(language, contact) }),
    [contact],
  );

  return {
    state,
    typing: state.pendingReplies > 0,
    send,
    saveContext,
    uploadDocument,
    saveEmail,
    setLanguage,
    setContextPanel: (open: boolean) => dispatch({ type: "context-panel", open }),
    setEmailPanel: (open: boolean) => dispatch({ type: "email-panel", open }),
  };
}
