import { COURSE_TITLES, type CourseId } from "./course-catalogue";
import { REFERRAL_REWARD_RUPEES } from "./referral";

/**
 * The courses on the payment page (SPEC.md "Course for payment" and
 * "Payment page" constants). The server reads the price from here when it
 * creates an order: a price posted by the browser is never trusted.
 * Changing a price is a one-line change in this file.
 */
export const PAYMENT_COURSE_KEYS = [
  "ai-ml",
  "python-fullstack",
  "java-fullstack",
  "cloud-azure",
  "sql-database",
  "aws-cloud",
] as const;

export type PaymentCourseKey = (typeof PAYMENT_COURSE_KEYS)[number];

export interface PaymentCourse {
  key: PaymentCourseKey;
  /** The course page this payment is for (/courses/{courseId}). */
  courseId: CourseId;
  name: string;
  /** Rupees, whole. */
  price: number;
  /** Rupees, whole: the price before the launch discount. */
  originalPrice: number;
  description: string;
  /** Paying reserves a seat in the first batch (AWS is marked coming soon). */
  comingSoon?: boolean;
}

/** Every course costs ₹4,999 (SPEC.md); originals ₹14,999 (ai-ml) and ₹8,999 (the other five). */
export const COURSE_PRICE_RUPEES = 4999;

export const paymentCourses: readonly PaymentCourse[] = [
  {
    key: "ai-ml",
    courseId: "ai-machine-learning",
    name: COURSE_TITLES["ai-machine-learning"],
    price: COURSE_PRICE_RUPEES,
    originalPrice: 14999,
    description:
      "Python for data, machine learning with scikit-learn, deep learning with TensorFlow, computer vision, NLP and generative AI apps built on large language models.",
  },
  {
    key: "python-fullstack",
    courseId: "python-full-stack",
    name: COURSE_TITLES["python-full-stack"],
    price: COURSE_PRICE_RUPEES,
    originalPrice: 8999,
    description:
      "Python, Django and REST APIs on the back end, React on the front end and PostgreSQL underneath: build and deploy complete web applications.",
  },
  {
    key: "java-fullstack",
    courseId: "java-full-stack",
    name: COURSE_TITLES["java-full-stack"],
    price: COURSE_PRICE_RUPEES,
    originalPrice: 8999,
    description:
      "Core Java, Spring Boot, Hibernate, Angular and Maven: the enterprise stack that service companies hire freshers for, end to end.",
  },
  {
    key: "cloud-azure",
    courseId: "azure-cloud",
    name: COURSE_TITLES["azure-cloud"],
    price: COURSE_PRICE_RUPEES,
    originalPrice: 8999,
    description:
      "Microsoft Azure from the portal to production: virtual machines, storage, networking, identity, App Service and CI/CD pipelines.",
  },
  {
    key: "sql-database",
    courseId: "sql-database",
    name: COURSE_TITLES["sql-database"],
    price: COURSE_PRICE_RUPEES,
    originalPrice: 8999,
    description:
      "SQL from the first SELECT to tuning: joins, subqueries, window functions, indexing, transactions and sound database design.",
  },
  {
    key: "aws-cloud",
    courseId: "aws-cloud",
    name: COURSE_TITLES["aws-cloud"],
    price: COURSE_PRICE_RUPEES,
    originalPrice: 8999,
    description:
      "EC2, S3, IAM, VPC, Lambda and deployment pipelines on Amazon Web Services. Coming soon: paying now reserves your seat in the first batch.",
    comingSoon: true,
  },
];

export interface PromoBanner {
  title: string;
  subtitle: string;
  description: string;
  /** Tailwind gradient classes; text on it is white (every stop passes AA with white). */
  gradient: string;
  icon: "percent" | "gift";
  button?: { label: string; intent: "refer" };
}

/** SPEC.md: 45% off for the first 100 students; referral reward ₹500. */
export const FIRST_STUDENTS_DISCOUNT_PERCENT = 45;
export const FIRST_STUDENTS_LIMIT = 100;

export const promoBanners: readonly PromoBanner[] = [
  {
    title: "Launch offer",
    subtitle: `${FIRST_STUDENTS_DISCOUNT_PERCENT}% OFF for the first ${FIRST_STUDENTS_LIMIT} students`,
    description: `Join one of the first batches at the launch price. Seats at this price close once ${FIRST_STUDENTS_LIMIT} students have enrolled.`,
    gradient: "bg-gradient-to-br from-brand-700 to-brand-900",
    icon: "percent",
  },
  {
    title: "Refer & Earn",
    subtitle: `₹${REFERRAL_REWARD_RUPEES} for every friend who joins`,
    description: `Know someone who wants a tech career? Refer them, and when they enrol you receive ₹${REFERRAL_REWARD_RUPEES} as a thank-you.`,
    gradient: "bg-gradient-to-br from-accent-700 to-accent-800",
    icon: "gift",
    button: { label: "Refer Now", intent: "refer" },
  },
];
