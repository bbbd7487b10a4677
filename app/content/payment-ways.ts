/**
 * How a visitor pays, in the words every page uses (the chat, the FAQ, a
 * course's batches, the payment page): by UPI with the QR code only (SPEC.md),
 * or also online through the payment gateway when one is set up (issue 24,
 * docs/decisions/164). `SiteConfig.onlinePayment` chooses; the UPI-only words
 * are SPEC.md's own, so a site without a gateway reads exactly as before.
 */
export interface PaymentWays {
  /** "You pay {short} on our Buy a Course page." */
  short: string;
  /** "You can pay {payment} on our Buy a Course page: …" */
  payment: string;
  /** What to do after choosing the course and batch. */
  steps: string;
  /** When the seat is confirmed. */
  confirm: string;
  /** A course page's batches section, under its heading. */
  batchesIntro: string;
  /** The payment page's introduction and its search-result description. */
  pageIntro: string;
  pageDescription: string;
}

export const PAYMENT_WAYS: Record<"upi" | "online", PaymentWays> = {
  upi: {
    short: "by UPI",
    payment: "by UPI (any UPI app)",
    steps:
      "scan the QR code (or open your UPI app on a phone), then send us the UPI reference number and our team confirms your seat",
    confirm: "your seat is confirmed as soon as our team verifies the payment",
    batchesIntro:
      "Live classes in India time (IST). Choose a batch and pay by UPI to reserve your seat; it is yours once our team confirms the payment.",
    pageIntro:
      "Pick your course and batch, pay by UPI in under a minute, and your seat is yours once we confirm the payment.",
    pageDescription:
      "Choose a course and a batch and pay by UPI: scan the QR code with Google Pay, PhonePe, Paytm or BHIM, send your UTR, and we confirm your seat.",
  },
  online: {
    short: "online (UPI, card or net banking) or by UPI with the QR code",
    payment: "online (UPI, card or net banking) or by UPI with the QR code",
    steps:
      "then pay online and your seat is confirmed at once, or scan the UPI QR code and send us the UPI reference number for our team to confirm",
    confirm:
      "your seat is confirmed as soon as the payment is: at once when you pay online, after our team checks it when you pay with the UPI QR code",
    batchesIntro:
      "Live classes in India time (IST). Choose a batch and pay online (UPI, card or net banking) or by UPI with the QR code to reserve your seat; an online payment confirms it at once.",
    pageIntro:
      "Pick your course and batch and pay online (UPI, card or net banking) or by UPI with the QR code: an online payment confirms your seat at once.",
    pageDescription:
      "Choose a course and a batch and pay online (UPI, card or net banking) or by UPI: scan the QR code with Google Pay, PhonePe, Paytm or BHIM and send your UTR. An online payment confirms your seat at once.",
  },
};

/** The words for this site: online too when a payment gateway is set up. */
export const paymentWays = (onlinePayment: boolean): PaymentWays =>
  PAYMENT_WAYS[onlinePayment ? "online" : "upi"];
