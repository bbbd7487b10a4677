/**
 * Outcome figures (PRODUCT.md decision 13): each kept once, with what it
 * counts, and read by every page that quotes it (home, placements, FAQ,
 * chat). SPEC.md quoted a 95% placement rate in two places and 85% in two
 * others; the one kept is the lower, with its definition.
 */
export interface OutcomeFigure {
  /** As pages print it, e.g. "120+". */
  value: string;
  label: string;
  /** What the figure counts, printed beside it. */
  counts: string;
}

export const OUTCOMES = {
  trained: {
    value: "500+",
    label: "Students Trained",
    counts: "students who completed one of our live courses",
  },
  placed: {
    value: "120+",
    label: "Students Placed",
    counts: "students who accepted a job offer with our placement support",
  },
  placementRate: {
    value: "85%",
    label: "Placement Rate",
    counts:
      "of students who finished a course and took part in placement support, the share placed within 3 months",
  },
  averagePackage: {
    value: "8.5 LPA",
    label: "Average Package",
    counts: "the average first-year package of the students placed",
  },
} as const satisfies Record<string, OutcomeFigure>;

/** How long after finishing the placement rate counts (chat and FAQ quote it). */
export const PLACEMENT_RATE_MONTHS = 3;
