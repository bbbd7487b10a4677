/**
 * Placements page content (SPEC.md "Placements"). The three placement claims
 * and the disclaimer that must stand next to them (PRODUCT.md item 7) are
 * written only here. Job openings themselves are in the database.
 */

import { OUTCOMES, type OutcomeFigure } from "./outcomes";

export { PLACEMENT_DISCLAIMER } from "./disclaimers";

/** SPEC.md: students placed, average package, placement success (the figures live in outcomes.ts). */
export const PLACEMENT_CLAIMS: readonly OutcomeFigure[] = [
  OUTCOMES.placed,
  OUTCOMES.averagePackage,
  OUTCOMES.placementRate,
];

export const PLACEMENTS_HERO = {
  eyebrow: "Placements",
  title: "From Classroom to Career",
  subtitle:
    "Live projects, interview practice and introductions to hiring companies: we stay with you from your first class until you accept your first offer.",
  claimsNote: "Figures describe the outcomes of our past students:",
};

/** lucide-react icon names the commitment cards use. */
export type CommitmentIcon =
  "file-user" | "messages-square" | "handshake" | "bell-ring" | "brain" | "life-buoy";

export interface Commitment {
  title: string;
  description: string;
  icon: CommitmentIcon;
}

export const COMMITMENT = {
  title: "Our Commitment to Your Placement",
  intro:
    "Placement support is part of every course, not an extra. Here is what you can count on from the week you join.",
  items: [
    {
      title: "Resume and Profile Building",
      description:
        "One-to-one reviews of your resume, GitHub and professional profile, so recruiters see your projects and skills in the first ten seconds.",
      icon: "file-user",
    },
    {
      title: "Mock Interviews",
      description:
        "Technical and HR mock interviews with working engineers, recorded feedback, and coding rounds timed like the real thing.",
      icon: "messages-square",
    },
    {
      title: "Hiring Partner Introductions",
      description:
        "When your skills match an opening from our hiring partners, we share your profile with your permission and help you prepare for that company.",
      icon: "handshake",
    },
    {
      title: "Job Alerts and Referrals",
      description:
        "Openings for freshers posted on this page and sent to students first, with notes on what each employer looks for.",
      icon: "bell-ring",
    },
    {
      title: "Mindset and Soft Skills",
      description:
        "The Mindset Module builds communication, confidence and a growth mindset: the skills that turn an interview into an offer.",
      icon: "brain",
    },
    {
      title: "Support After You Join",
      description:
        "Stuck in your first months at work? Your mentor is still a message away, and our alumni network keeps growing.",
      icon: "life-buoy",
    },
  ] satisfies Commitment[],
};

export const JOB_BOARD = {
  title: "Current Job Openings",
  intro:
    "Entry-level roles open to freshers. Search by role or city, open a listing for the details, and apply in a new tab.",
  searchLabel: "Search by role or location",
  searchPlaceholder: "e.g. Python, Data Analyst, Pune",
  emptyTitle: "No openings match your search",
  emptyText:
    "Try a different role or city, or clear the search to see every opening. New roles are added every week.",
  noOpeningsTitle: "No openings right now",
  noOpeningsText:
    "All current openings have been filled. New roles are added every week: check back soon or talk to our career team.",
};

export const PLACEMENTS_CLOSING = {
  title: "Not Sure Which Role Fits You?",
  text: "Talk to a career counsellor about your background and goals, or find the course that gets you ready for the roles above.",
  counselling: "Free Career Counseling",
  courses: "Explore Courses",
};
