import { describe, expect, it } from "vitest";
import { CHAT_DEFAULT_ANSWER, CHAT_KEYWORD_ANSWERS, CHAT_TELUGU_NOTE } from "~/content/chat";
import {
  chatReply,
  type ChatContact,
  contextQuote,
  documentNote,
  isAcceptedChatDocument,
  isChatEmail,
  isSendableMessage,
  welcomeMessage,
} from "./chat";
import { catalogueTextValues, fillPlaceholders, paymentWayValues } from "./catalogue-text";
import { chatEmailSchema } from "./chat-forms";
import { seededCatalogue } from "../../tests/setup/catalogue-fixture";

const contact: ChatContact = {
  brandName: "TechPro Academy",
  phone: "+91 00000 00000",
  email: "hello@example.com",
};
// The catalogue as the layout loads it (decision 13's values), with the seeded AI & ML offer and two next starts.
const catalogue = seededCatalogue({
  offer: {
    courseId: "ai-machine-learning",
    priceRupees: 4999,
    endsAt: "2026-11-30T18:29:00.000Z",
    seatsLeft: null,
  },
  nextStarts: { "python-full-stack": "2027-01-05", "sql-database": "2027-01-19" },
});
const en = (message: string, context?: string) =>
  chatReply({ message, context, language: "en", contact, catalogue });
const te = (message: string, context?: string) =>
  chatReply({ message, context, language: "te", contact, catalogue });

const SPEC_ORDER = [
  "python course",
  "java course",
  "ai course",
  "aws course",
  "azure course",
  "price",
  "duration",
  "certificate",
  "job",
  "payment",
  "discount",
  "refund",
  "enroll",
  "projects",
  "prerequisite",
  "instructors",
  "batches",
  "placement",
  "technologies",
  "mindset module",
];

describe("chatReply keywords (SPEC.md 'Chat': keyword order, first match wins)", () => {
  it("knows exactly SPEC.md's twenty keywords in SPEC.md's order", () => {
    expect(CHAT_KEYWORD_ANSWERS.map((k) => k.keyword)).toEqual(SPEC_ORDER);
  });

  it.each(SPEC_ORDER.map((keyword, i) => [keyword, i] as const))(
    "'%s' wins over every later keyword, wherever it stands in the message",
    (keyword, i) => {
      for (const later of SPEC_ORDER.slice(i + 1)) {
        const reply = en(`Tell me about the ${later.toUpperCase()} and the ${keyword}?`);
        expect(reply, `${later} + ${keyword}`).toMatchObject({
          kind: "keyword",
          keyword,
          asksForEmail: false,
        });
        expect(reply.text).toBe(
          fillPlaceholders(CHAT_KEYWORD_ANSWERS[i].answer, {
            ...catalogueTextValues(catalogue),
            ...paymentWayValues(false),
            brand: contact.brandName,
            phone: contact.phone,
            email: contact.email,
          })
            .replace(/ {2,}/g, " ")
            .trim(),
        );
      }
    },
  );

  it("matches a keyword with a common ending ('jobs', 'enrollment', 'prices') but never inside another word", () => {
    expect(en("Do you help with jobs?").keyword).toBe("job");
    expect(en("How does enrollment work?").keyword).toBe("enroll");
    expect(en("What are your prices?").keyword).toBe("price");
    // "projob" and "jobless" contain "job" but are other words.
    expect(en("projobless").kind).toBe("default");
  });

  it("answers prices, durations, offers and batch dates from the catalogue, as every page does (decision 13)", () => {
    expect(en("python course").text).toContain("runs 12 weeks");
    expect(en("python course").text).toContain("The fee is ₹4,999 (regular price ₹8,999).");
    expect(en("python course").text).toContain("The next batch starts on 5 Jan 2027.");
    expect(en("java course").text).toMatch(/12 weeks.*₹4,999 \(regular price ₹8,999\)/);
    expect(en("java course").text).not.toContain("next batch");
    expect(en("ai course").text).toMatch(/14 weeks.*₹4,999 \(regular price ₹14,999\)/);
    expect(en("aws course").text).toMatch(/12 weeks.*coming soon/);
    expect(en("aws course").text).not.toContain("₹");
    expect(en("azure course").text).toMatch(/10 weeks.*₹4,999/);
    expect(en("price").text).toContain("SQL & Database Management ₹4,999");
    expect(en("price").text).not.toContain("AWS");
    expect(en("duration").text).toContain("8 to 14 weeks");
    expect(en("duration").text).toContain("AI & Machine Learning 14 weeks");
    expect(en("discount").text).toBe(
      "Right now AI & Machine Learning costs ₹4,999 instead of ₹14,999 (67% off), until 30 Nov 2026, 11:59 pm IST.",
    );
    expect(en("batches").text).toContain(
      "The next batches start on these dates: Python Full Stack Development on 5 Jan 2027 and SQL & Database Management on 19 Jan 2027.",
    );
    expect(en("refund").text).toContain("3 days");
    expect(en("placement").text).toMatch(/85% .* within 3 months/);
    expect(en("placement").text).toContain("100+ hiring partners");
    expect(en("job").text).toContain("Past record is no guarantee of future job prospects.");
    expect(en("instructors").text).toContain("5+ years");
    expect(en("how do I contact you").text).toContain("Monday to Saturday, 9 AM to 6 PM");
    expect(en("payment").text).toContain(contact.phone);
    expect(en("payment").text).toContain(contact.email);
    expect(en("certificate").text).toContain("TechPro Academy certificate");
  });

  it("says how to pay: by UPI only (SPEC.md's words) without a gateway, online too when one is set up", () => {
    expect(en("price").text).toMatch(/You pay by UPI on our Buy a Course page\.$/);
    expect(en("payment").text).toMatch(
      /^You can pay by UPI \(any UPI app\) on our Buy a Course page: choose your course and batch, scan the QR code/,
    );
    expect(en("enroll").text).toContain(
      "you pay by UPI on the Buy a Course page, and your seat is confirmed as soon as our team verifies the payment.",
    );
    const online = (message: string) =>
      chatReply({ message, language: "en", contact: { ...contact, onlinePayment: true }, catalogue }).text;
    expect(online("price")).toMatch(
      /You pay online \(UPI, card or net banking\) or by UPI with the QR code on our Buy a Course page\.$/,
    );
    expect(online("payment")).toContain(
      "then pay online and your seat is confirmed at once, or scan the UPI QR code",
    );
    expect(online("payment")).toContain(contact.phone);
    expect(online("enroll")).toContain("at once when you pay online");
    for (const message of ["price", "payment", "enroll"]) expect(online(message)).not.toMatch(/\{[\w.]+\}/);
  });

  it("says so when no offer is running, instead of inventing one (decision 14)", () => {
    const none = chatReply({ message: "discount", language: "en", contact, catalogue: seededCatalogue() });
    expect(none.text).toBe(
      "There is no special offer running right now: every course's fee is on its page and on Buy a Course.",
    );
  });
});

describe("chatReply with context", () => {
  it("gives any message without a keyword the generic reply quoting the context's first 50 characters exactly", () => {
    const context = "I am a final-year B.Com student from Vijayawada who wants to move into IT";
    const reply = en("what do you suggest?", context);
    expect(reply.kind).toBe("context");
    expect(reply.asksForEmail).toBe(false);
    const quote = context.slice(0, 50);
    expect(quote).toHaveLength(50);
    expect(reply.text).toContain(`("${quote}…")`);
    expect(reply.text).not.toContain(context.slice(0, 51));
  });

  it("quotes a context of exactly 50 characters whole, without an ellipsis", () => {
    const context = "x".repeat(48) + "yz";
    expect(contextQuote(context)).toBe(context);
    expect(en("hello", context).text).toContain(`("${context}")`);
  });

  it("still answers a keyword first, and ignores a blank context", () => {
    expect(en("What is the price?", "I work in sales").kind).toBe("keyword");
    expect(en("hello", "   ").kind).toBe("fallback");
  });

  it("quotes the uploaded-document note 'User uploaded document: {filename}'", () => {
    const note = documentNote("resume.pdf");
    expect(note).toBe("User uploaded document: resume.pdf");
    expect(en("can you check it?", note).text).toContain('("User uploaded document: resume.pdf")');
  });
});

describe("chatReply fallbacks (no keyword, no context)", () => {
  it.each([
    ["Which courses do you have?", "We offer Python Full Stack"],
    ["I want to learn coding", "We offer Python Full Stack"],
    ["where can I study", "We offer Python Full Stack"],
  ])("course/learn/study: %s", (message, start) => {
    expect(en(message)).toMatchObject({ kind: "fallback", asksForEmail: false });
    expect(en(message).text.startsWith(start)).toBe(true);
  });

  it.each(["How can I contact you?", "Can I call someone?", "phone?"])(
    "contact/call/phone: %s",
    (message) => {
      const reply = en(message);
      expect(reply.kind).toBe("fallback");
      expect(reply.text).toBe(
        "You can call us on +91 00000 00000 or email hello@example.com. Our office hours are Monday to Saturday, 9 AM to 6 PM.",
      );
    },
  );

  it.each(["Hello", "hi there", "Hey!"])("hello/hi/hey: %s", (message) => {
    expect(en(message).text).toBe(
      "Hello! How can I help you today? Ask me about our courses, fees, batches or placements.",
    );
  });

  it.each(["Thank you", "thanks!"])("thank/thanks: %s", (message) => {
    expect(en(message).text).toBe("You're welcome! Is there anything else I can help you with?");
  });

  it("takes the fallbacks in order: course before contact before hello before thanks", () => {
    expect(en("hi, thanks, please call me about a course").text).toContain("We offer");
    expect(en("hi, thanks, please call me").text).toContain("You can call us");
    expect(en("hi and thanks").text).toContain("How can I help");
  });

  it("does not greet 'this' or 'which' as 'hi'", () => {
    expect(en("this which").kind).toBe("default");
  });

  it("answers anything else with SPEC.md's default answer and asks for an e-mail", () => {
    const reply = en("Do you have a hostel near the institute?");
    expect(reply).toEqual({
      kind: "default",
      asksForEmail: true,
      text: "Thanks for your message! To get a detailed answer, please leave your email and we'll get back to you soon. Alternatively, you can call us at +91 00000 00000.",
    });
    expect(CHAT_DEFAULT_ANSWER).toContain("{phone}");
  });
});

describe("chatReply in Telugu mode", () => {
  it("gives the English answer with the placeholder note appended on a hit", () => {
    const reply = te("What is the price?");
    expect(reply.kind).toBe("keyword");
    expect(reply.asksForEmail).toBe(false);
    expect(reply.text).toBe(`${en("What is the price?").text}\n\n${CHAT_TELUGU_NOTE}`);
  });

  it("gives the Telugu default on a miss, which asks for an e-mail", () => {
    const reply = te("హాస్టల్ ఉందా?");
    expect(reply.kind).toBe("default");
    expect(reply.asksForEmail).toBe(true);
    expect(reply.text).toContain("మీ సందేశానికి ధన్యవాదాలు");
    expect(reply.text).toContain(contact.phone);
    expect(reply.text).not.toContain(CHAT_TELUGU_NOTE);
  });

  it("has a Telugu welcome message", () => {
    expect(welcomeMessage("te", contact)).toContain("నమస్కారం");
    expect(welcomeMessage("en", contact)).toContain("TechPro Academy assistant");
  });
});

describe("chat input rules (SPEC.md 'Validation rules')", () => {
  it("ignores an empty or whitespace-only message", () => {
    expect(isSendableMessage("")).toBe(false);
    expect(isSendableMessage("  \n\t ")).toBe(false);
    expect(isSendableMessage(" hi ")).toBe(true);
  });

  it("accepts an e-mail only when it contains '@'", () => {
    expect(isChatEmail("asha@example.com")).toBe(true);
    expect(isChatEmail("asha.example.com")).toBe(false);
    expect(isChatEmail("   ")).toBe(false);
    expect(chatEmailSchema.safeParse({ email: "asha.example.com" }).success).toBe(false);
    const ok = chatEmailSchema.parse({ email: "  asha@example.com ", question: "hostel?" });
    expect(ok).toMatchObject({ email: "asha@example.com", question: "hostel?", context: "", language: "en" });
  });

  it("rejects a page that is not a path and an over-long e-mail", () => {
    expect(chatEmailSchema.safeParse({ email: "a@b.c", page: "https://evil.example" }).success).toBe(false);
    expect(chatEmailSchema.safeParse({ email: `${"a".repeat(250)}@b.co` }).success).toBe(false);
  });

  it("accepts .pdf, .doc, .docx and .txt documents only", () => {
    for (const name of ["cv.pdf", "CV.DOCX", "notes.doc", "q.txt"])
      expect(isAcceptedChatDocument(name), name).toBe(true);
    for (const name of ["photo.png", "run.exe", ".pdf", "pdf"])
      expect(isAcceptedChatDocument(name), name).toBe(false);
  });
});
