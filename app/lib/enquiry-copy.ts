import { ENQUIRY_COPY, REFERRAL_REWARD_RUPEES } from "~/content/enquiry-page";
import type { EnquiryIntent } from "./enquiry";
import { formatInr } from "./format";

export interface EnquirySubject {
  /** The course title, when the link named a known course. */
  course: string | null;
  /** The opening, when a job's Apply Now named a known one. */
  job: { role: string; company: string } | null;
}

/** The enquiry page's heading for an intent: "Enroll in Azure Cloud", "Apply: Data Analyst at ...". */
export function enquiryHeading(intent: EnquiryIntent, subject: EnquirySubject, brandName: string): string {
  const copy = ENQUIRY_COPY[intent];
  let template: string = copy.heading;
  if (intent === "apply") {
    if (subject.job) template = ENQUIRY_COPY.apply.headingWithSubject;
  } else if (subject.course && "headingWithSubject" in copy) {
    template = copy.headingWithSubject;
  }
  return template
    .replaceAll("{brand}", brandName)
    .replaceAll("{course}", subject.course ?? "")
    .replaceAll("{role}", subject.job?.role ?? "")
    .replaceAll("{company}", subject.job?.company ?? "");
}

/** The introduction under the heading, with the referral reward filled in. */
export function enquiryIntro(intent: EnquiryIntent): string {
  return ENQUIRY_COPY[intent].intro.replaceAll("{reward}", formatInr(REFERRAL_REWARD_RUPEES));
}
