import type { ComponentProps } from "react";
import { Link } from "react-router";
import { enquiryTarget, type EnquiryIntent } from "~/lib/enquiry";
import { useSite } from "./use-site";

type Props = Omit<ComponentProps<"a">, "href"> & {
  intent: EnquiryIntent;
  course?: string;
  job?: string;
};

/** A link for Enroll Now / Join Now / Request a Course / Request Information / Refer Now. */
export function EnquiryLink({ intent, course, job, children, ...rest }: Props) {
  const site = useSite();
  const target = enquiryTarget(site.externalFormUrl, { intent, course, job });
  if (target.external) {
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={target.href} {...rest}>
      {children}
    </Link>
  );
}
