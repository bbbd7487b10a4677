import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { MAX_IMAGE_UPLOAD_BYTES as MAX_SCREENSHOT_BYTES } from "./image-upload";
import { parseStep, paymentStepHref } from "./payment";
import { checkoutSchema, NO_COURSE_MESSAGE, paymentProofSchema } from "./payment-forms";

/** The field errors of a failed parse (undefined when it succeeded). */
function errors(result: { status?: string } & object) {
  return "error" in result ? (result.error as Record<string, string[]> | null | undefined) : undefined;
}

function form(entries: Record<string, string | File>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(entries)) fd.append(k, v);
  return fd;
}

describe("checkout (Complete Payment)", () => {
  it("without a course answers 'Please select a course first!'", () => {
    const result = parseWithZod(form({}), { schema: checkoutSchema });
    expect(result.status).toBe("error");
    expect(errors(result)?.course).toEqual([NO_COURSE_MESSAGE]);
    expect(NO_COURSE_MESSAGE).toBe("Please select a course first!");
  });

  it("accepts one of the six catalogue course ids, with or without a batch, and nothing else", () => {
    expect(parseWithZod(form({ course: "ai-machine-learning" }), { schema: checkoutSchema }).status).toBe(
      "success",
    );
    expect(
      parseWithZod(form({ course: "ai-machine-learning", batch: "aiml-a" }), { schema: checkoutSchema })
        .status,
    ).toBe("success");
    expect(parseWithZod(form({ course: "ai-ml" }), { schema: checkoutSchema }).status).toBe("error");
  });
});

describe("payment proof form (step 2)", () => {
  const visitor = paymentProofSchema({ askPayer: true });
  const student = paymentProofSchema({ askPayer: false });

  it("accepts a 12-digit UTR with spaces and stores it without them", () => {
    const r = parseWithZod(
      form({
        orderId: "ORD1",
        utr: "4123 4567 8901",
        payerName: "Asha",
        payerEmail: "asha@example.com",
        payerPhone: "+91 98765 43210",
      }),
      {
        schema: visitor,
      },
    );
    expect(r.status).toBe("success");
    expect(r.status === "success" && r.value.utr).toBe("412345678901");
  });

  it("rejects a UTR that is not 12 digits with the UTR message", () => {
    const r = parseWithZod(
      form({ orderId: "ORD1", utr: "12345", payerName: "Asha", payerEmail: "asha@example.com" }),
      {
        schema: visitor,
      },
    );
    expect(errors(r)?.utr).toEqual(["Enter the 12-digit UPI reference number (UTR) from your payment app."]);
  });

  it("asks a visitor for the phone number staff call (step 2: required for visitors)", () => {
    const r = parseWithZod(
      form({ orderId: "ORD1", utr: "412345678901", payerName: "Asha", payerEmail: "asha@example.com" }),
      { schema: visitor },
    );
    expect(errors(r)?.payerPhone).toEqual(["Please enter a valid phone number (10 to 15 digits)."]);
  });

  it("asks a visitor for a name and e-mail, with SPEC.md's contact messages", () => {
    const r = parseWithZod(
      form({ orderId: "ORD1", utr: "412345678901", payerName: "A", payerEmail: "nope" }),
      {
        schema: visitor,
      },
    );
    expect(errors(r)?.payerName).toEqual(["Name must be at least 2 characters."]);
    expect(errors(r)?.payerEmail).toEqual(["Please enter a valid email address."]);
  });

  it("does not ask a signed-in student for name and e-mail", () => {
    const r = parseWithZod(form({ orderId: "ORD1", utr: "412345678901" }), { schema: student });
    expect(r.status).toBe("success");
  });

  it("checks an optional phone number", () => {
    const ok = parseWithZod(form({ orderId: "ORD1", utr: "412345678901", payerPhone: "+91 98765 43210" }), {
      schema: student,
    });
    const bad = parseWithZod(form({ orderId: "ORD1", utr: "412345678901", payerPhone: "12345" }), {
      schema: student,
    });
    expect(ok.status).toBe("success");
    expect(errors(bad)?.payerPhone).toEqual(["Please enter a valid phone number (10 to 15 digits)."]);
  });

  it("treats an empty file input as no screenshot and refuses one over 2 MB", () => {
    const none = parseWithZod(form({ orderId: "ORD1", utr: "412345678901", screenshot: new File([], "") }), {
      schema: student,
    });
    expect(none.status === "success" && none.value.screenshot).toBeUndefined();
    const big = new File([new Uint8Array(MAX_SCREENSHOT_BYTES + 1)], "big.png", { type: "image/png" });
    const r = parseWithZod(form({ orderId: "ORD1", utr: "412345678901", screenshot: big }), {
      schema: student,
    });
    expect(errors(r)?.screenshot).toEqual(["The image is larger than 2 MB. Please choose a smaller image."]);
  });

  it("refuses a file the browser says is not a PNG, JPEG or WebP image", () => {
    const pdf = new File(["%PDF-1.4"], "receipt.pdf", { type: "application/pdf" });
    const r = parseWithZod(form({ orderId: "ORD1", utr: "412345678901", screenshot: pdf }), {
      schema: student,
    });
    expect(errors(r)?.screenshot).toEqual(["Please attach a PNG, JPEG or WebP image."]);
  });
});

describe("dialog steps in the address", () => {
  it("reads steps 1 to 3 and falls back to 1", () => {
    expect(parseStep("2")).toBe(2);
    expect(parseStep("3")).toBe(3);
    expect(parseStep("4")).toBe(1);
    expect(parseStep(null)).toBe(1);
  });

  it("links to an order's step", () => {
    expect(paymentStepHref("ORD2611247K3QXM", 1)).toBe("/paymentpage?order=ORD2611247K3QXM");
    expect(paymentStepHref("ORD2611247K3QXM", 3)).toBe("/paymentpage?order=ORD2611247K3QXM&step=3");
  });
});
