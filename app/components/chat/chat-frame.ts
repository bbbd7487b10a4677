/** Shared by the launcher (loading and error states) and the lazily loaded panel. */
export const CHAT_PANEL_ID = "chat-panel";

export const panelFrameClass =
  "fixed right-2 bottom-20 left-2 z-40 flex max-h-[calc(100dvh-6rem)] flex-col overflow-hidden rounded-2xl border border-line bg-surface text-ink shadow-2xl sm:right-6 sm:bottom-24 sm:left-auto sm:w-[24rem]";
