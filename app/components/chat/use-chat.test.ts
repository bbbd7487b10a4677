import { describe, expect, it } from "vitest";
import { type ChatContact, welcomeMessage } from "~/lib/chat";
import { chatReducer, initialChatState, WELCOME_ID } from "./use-chat";

const contact: ChatContact = {
  brandName: "TechPro Academy",
  phone: "+91 00000 00000",
  email: "hello@example.com",
};
const user = (id: string, text: string) => ({ id, text, isUser: true });
const bot = (id: string, text: string) => ({ id, text, isUser: false });

describe("chat state (SPEC.md 'Chat widget')", () => {
  it("starts with the English welcome as the sole message", () => {
    const state = initialChatState(contact);
    expect(state.messages).toEqual([{ id: WELCOME_ID, text: welcomeMessage("en", contact), isUser: false }]);
    expect(state.language).toBe("en");
  });

  it("the English/Telugu switch replaces the welcome message while it is still the sole message", () => {
    const te = chatReducer(initialChatState(contact), {
      type: "language",
      language: "te",
      welcome: welcomeMessage("te", contact),
    });
    expect(te.language).toBe("te");
    expect(te.messages).toEqual([{ id: WELCOME_ID, text: welcomeMessage("te", contact), isUser: false }]);
  });

  it("the switch leaves the welcome alone once the conversation has begun", () => {
    let state = chatReducer(initialChatState(contact), { type: "sent", message: user("m1", "hello") });
    state = chatReducer(state, { type: "language", language: "te", welcome: welcomeMessage("te", contact) });
    expect(state.language).toBe("te");
    expect(state.messages[0].text).toBe(welcomeMessage("en", contact));
  });

  it("shows typing while a reply is pending, and a default-answer reply opens the e-mail panel", () => {
    let state = chatReducer(initialChatState(contact), { type: "sent", message: user("m1", "hostel?") });
    expect(state.pendingReplies).toBe(1);
    expect(state.lastQuestion).toBe("hostel?");
    state = chatReducer(state, {
      type: "replied",
      message: bot("m2", "Thanks for your message!"),
      asksForEmail: true,
    });
    expect(state.pendingReplies).toBe(0);
    expect(state.emailPanelOpen).toBe(true);
    state = chatReducer(state, { type: "email-saved", email: "a@b.co", message: bot("m3", "Thank you!") });
    expect(state).toMatchObject({ emailPanelOpen: false, email: "a@b.co" });
    expect(state.messages.at(-1)?.text).toBe("Thank you!");
  });

  it("a keyword reply keeps the e-mail panel closed", () => {
    let state = chatReducer(initialChatState(contact), { type: "sent", message: user("m1", "price") });
    state = chatReducer(state, {
      type: "replied",
      message: bot("m2", "Our course fees..."),
      asksForEmail: false,
    });
    expect(state.emailPanelOpen).toBe(false);
  });

  it("saving context stores it, acknowledges it and closes the context panel", () => {
    let state = chatReducer(initialChatState(contact), { type: "context-panel", open: true });
    expect(state.contextPanelOpen).toBe(true);
    state = chatReducer(state, {
      type: "context-saved",
      context: "B.Com student",
      message: bot("m1", "Got it"),
    });
    expect(state).toMatchObject({ context: "B.Com student", contextPanelOpen: false });
    expect(state.messages).toHaveLength(2);
  });
});
