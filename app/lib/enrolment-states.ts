/**
 * The enrolment lifecycle (PRODUCT.md decision 12), as pure rules the server
 * applies inside its transactions. Only "active" opens a batch's classes,
 * exams, materials and calendar.
 *
 *   pending --pay/enrol--> active --complete--> completed
 *      |                     |
 *      +------withdraw-------+--> withdrawn --request--> pending
 *                                     +------pay/enrol--> active
 */
export const ENROLMENT_STATES = ["pending", "active", "withdrawn", "completed"] as const;
export type EnrolmentState = (typeof ENROLMENT_STATES)[number];

/** What can happen to an enrolment. */
export type EnrolmentEvent =
  /** The student asks for the batch again (signup, a new order). */
  | "request"
  /** Staff verified a payment for the batch. */
  | "pay"
  /** Staff enrolled the student by hand (cash, bank transfer, scholarship). */
  | "enrol"
  /** Staff withdrew the student, with a reason. */
  | "withdraw"
  /** The batch finished. */
  | "complete";

const TRANSITIONS: Record<EnrolmentState, Partial<Record<EnrolmentEvent, EnrolmentState>>> = {
  pending: { request: "pending", pay: "active", enrol: "active", withdraw: "withdrawn" },
  active: { request: "active", pay: "active", enrol: "active", withdraw: "withdrawn", complete: "completed" },
  withdrawn: { request: "pending", pay: "active", enrol: "active" },
  completed: { request: "completed", pay: "completed", enrol: "completed" },
};

/** The state after the event, or null when the event makes no sense in this state. */
export function nextEnrolmentState(from: EnrolmentState, event: EnrolmentEvent): EnrolmentState | null {
  return TRANSITIONS[from][event] ?? null;
}

/** true when going to `to` takes a seat that `from` did not hold (the seat check must run). */
export function takesSeat(from: EnrolmentState | null, to: EnrolmentState): boolean {
  return holdsSeat(to) && !(from !== null && holdsSeat(from));
}

/** Active and completed enrolments occupy a seat; pending and withdrawn do not. */
export function holdsSeat(state: EnrolmentState): boolean {
  return state === "active" || state === "completed";
}

/** Only an active enrolment opens live-class and exam links, materials and calendar events. */
export function grantsAccess(state: EnrolmentState): boolean {
  return state === "active";
}

export const ENROLMENT_STATE_LABELS: Record<EnrolmentState, string> = {
  pending: "Pending",
  active: "Active",
  withdrawn: "Withdrawn",
  completed: "Completed",
};

export const ENROLMENT_ROUTES = ["payment", "cash", "bank_transfer", "scholarship"] as const;
export type EnrolmentRoute = (typeof ENROLMENT_ROUTES)[number];

/** The ways staff enrol a student by hand (a verified order is the other way). */
export const MANUAL_ENROLMENT_ROUTES = ["cash", "bank_transfer", "scholarship"] as const;
export type ManualEnrolmentRoute = (typeof MANUAL_ENROLMENT_ROUTES)[number];

export const ENROLMENT_ROUTE_LABELS: Record<EnrolmentRoute, string> = {
  payment: "UPI payment",
  cash: "Cash",
  bank_transfer: "Bank transfer",
  scholarship: "Scholarship",
};

/** One student of a batch as the staff console lists them. */
export interface BatchStudent {
  id: string;
  state: EnrolmentState;
  name: string;
  email: string;
  phone: string | null;
  activatedVia: EnrolmentRoute | null;
  orderId: string | null;
  reason: string | null;
  joinedAt: Date | string;
  stateChangedAt: Date | string | null;
}
