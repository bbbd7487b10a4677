/**
 * The catalogue's first values (PRODUCT.md decision 13). The seed writes them
 * to the courses table once; from then on the database is their only home
 * and staff change them on /staff/courses. Where SPEC.md stated a fact twice
 * with different values, decision 13 keeps one: durations from the course
 * pages, prices from the payment page.
 */
import type { CourseId } from "./course-catalogue";

export const COURSE_LEVELS = ["Beginner to Advanced", "Intermediate", "Beginner to Intermediate"] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

export const SALE_STATUSES = ["on_sale", "coming_soon", "closed"] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];

export interface CatalogueSeed {
  /** Whole rupees. */
  price: number;
  regularPrice: number;
  weeks: number;
  level: CourseLevel;
  saleStatus: SaleStatus;
  summary: string;
}

/** Every course ₹4,999; regular ₹14,999 for AI & ML and ₹8,999 for the others. In the order /courses lists them. */
export const CATALOGUE_SEED: Readonly<Record<CourseId, CatalogueSeed>> = {
  "python-full-stack": {
    price: 4999,
    regularPrice: 8999,
    weeks: 12,
    level: "Beginner to Advanced",
    saleStatus: "on_sale",
    summary:
      "Go from your first line of Python to a deployed web application: Django and REST APIs on the server, React in the browser, PostgreSQL underneath.",
  },
  "java-full-stack": {
    price: 4999,
    regularPrice: 8999,
    weeks: 12,
    level: "Beginner to Advanced",
    saleStatus: "on_sale",
    summary:
      "Build enterprise-grade applications with Java and Spring Boot on the back end, Hibernate for data and Angular on the front end.",
  },
  "ai-machine-learning": {
    price: 4999,
    regularPrice: 14999,
    weeks: 14,
    level: "Intermediate",
    saleStatus: "on_sale",
    summary:
      "Learn machine learning, deep learning and generative AI with Python: from cleaning data to training neural networks and building apps on language models.",
  },
  "azure-cloud": {
    price: 4999,
    regularPrice: 8999,
    weeks: 10,
    level: "Beginner to Intermediate",
    saleStatus: "on_sale",
    summary:
      "Deploy, secure and run applications on Microsoft Azure: virtual machines, App Service, storage, networking, containers and DevOps pipelines.",
  },
  "sql-database": {
    price: 4999,
    regularPrice: 8999,
    weeks: 8,
    level: "Beginner to Intermediate",
    saleStatus: "on_sale",
    summary:
      "Write SQL that answers real business questions, design databases that stay correct, and tune queries that run fast on PostgreSQL and MySQL.",
  },
  "aws-cloud": {
    price: 4999,
    regularPrice: 8999,
    weeks: 12,
    level: "Beginner to Intermediate",
    saleStatus: "coming_soon",
    summary:
      "Design and run applications on Amazon Web Services: EC2, S3, IAM, VPC, Lambda and managed databases, with preparation for the AWS certifications.",
  },
};

/**
 * The one offer the seed writes (decision 14): AI & ML at the catalogue
 * price, ending at the end of the month (India time) in which the database
 * was first seeded. Staff create the next ones.
 */
export const SEED_OFFER = { id: "launch-ai-ml", courseId: "ai-machine-learning" } as const satisfies {
  id: string;
  courseId: CourseId;
};
