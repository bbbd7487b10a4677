import { Link } from "react-router";
import { EnquiryLink } from "~/components/layout/enquiry-link";
import { CTA_BAND } from "~/content/home";
import { CtaBand } from "./cta-band";
import { OnBrandButton } from "./on-brand-button";

/** Home "Ready to become a Tech Pro?" band: Enroll Now and Talk to Admissions. */
export function HomeCta() {
  return (
    <CtaBand id="cta-heading" heading={CTA_BAND.heading} text={CTA_BAND.text}>
      <OnBrandButton tone="white">
        <EnquiryLink intent="enrol">Enroll Now</EnquiryLink>
      </OnBrandButton>
      <OnBrandButton tone="outline">
        <Link to="/contact" prefetch="intent">
          Talk to Admissions
        </Link>
      </OnBrandButton>
    </CtaBand>
  );
}
