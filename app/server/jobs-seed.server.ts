import { addDays, istDateKey } from "~/lib/ist";
import type { Db } from "./db/client.server";
import { jobOpenings } from "./db/schema.server";

/**
 * SPEC.md "Job listing": ten openings for freshers at the kinds of employers
 * it names (food company, IT services, online retailer, search, analytics,
 * database vendor, enterprise software, testing lab, social-media software,
 * printer maker). The companies are fictional. Packages span SPEC.md's
 * 3 to 20 LPA; every listing has four requirements.
 */
interface SeedJob {
  id: string;
  role: string;
  company: string;
  location: string;
  packageMinLpa: number;
  packageMaxLpa: number;
  description: string;
  requirements: [string, string, string, string];
  /** Days before the first seed that the opening was posted (gives a stable order). */
  postedDaysAgo: number;
}

export const SEED_JOBS: readonly SeedJob[] = [
  {
    id: "lookwise-software-engineer-graduate",
    role: "Software Engineer, University Graduate",
    company: "Lookwise Search Technologies",
    location: "Hyderabad",
    packageMinLpa: 15,
    packageMaxLpa: 20,
    description:
      "Join the team that keeps Lookwise's web search fast and relevant. You will write and test backend services that rank, cache and serve results to millions of queries a day, review code with senior engineers and take a feature from design document to production within your first six months.",
    requirements: [
      "B.E./B.Tech, M.Tech or MCA in Computer Science or a related field (2025 or 2026 batch)",
      "Strong data structures and algorithms; comfortable solving coding problems in Python, Java or C++",
      "Understanding of operating systems, networking basics and how web requests are served",
      "Clear written and spoken English for design reviews with distributed teams",
    ],
    postedDaysAgo: 2,
  },
  {
    id: "cartnest-sde-1-backend",
    role: "SDE-1 (Backend, Java)",
    company: "CartNest Retail",
    location: "Bengaluru",
    packageMinLpa: 12,
    packageMaxLpa: 18,
    description:
      "CartNest is an online marketplace shipping to over 19,000 PIN codes. As an SDE-1 on the orders platform you will build Spring Boot microservices for checkout, payments reconciliation and delivery tracking, write automated tests and take part in an on-call rotation once you are settled.",
    requirements: [
      "Solid Java and object-oriented design; working knowledge of Spring Boot and REST APIs",
      "SQL with joins and indexes; any exposure to Kafka or Redis is a plus",
      "A project or internship where you built and deployed a backend service",
      "Good problem solving in data structures and algorithms",
    ],
    postedDaysAgo: 3,
  },
  {
    id: "stratadb-associate-database-engineer",
    role: "Associate Database Engineer (SQL)",
    company: "StrataDB Systems",
    location: "Hyderabad",
    packageMinLpa: 6,
    packageMaxLpa: 10,
    description:
      "StrataDB builds a relational database used by banks and hospitals. In the customer engineering team you will reproduce reported issues, tune slow queries, write migration scripts and improve the product documentation with what you learn from real customer workloads.",
    requirements: [
      "Strong SQL: joins, subqueries, window functions, indexes and reading query plans",
      "Basics of transactions, isolation levels and backups in PostgreSQL, MySQL or SQL Server",
      "Scripting in Python or Bash to automate repetitive tasks",
      "Patience and clarity when explaining technical findings to customers",
    ],
    postedDaysAgo: 4,
  },
  {
    id: "orbitale-associate-developer-java",
    role: "Associate Developer (Java Full Stack)",
    company: "Orbitale Enterprise Software",
    location: "Pune",
    packageMinLpa: 7,
    packageMaxLpa: 12,
    description:
      "Orbitale makes ERP and HR software for mid-sized manufacturers. Associate developers join a product squad, build screens in Angular and services in Spring Boot, fix customer-reported defects and learn how payroll, inventory and procurement work in real businesses.",
    requirements: [
      "Java 17+, Spring Boot and Hibernate/JPA fundamentals",
      "Angular or React with TypeScript, HTML and CSS",
      "Version control with Git and familiarity with Maven or Gradle builds",
      "A full stack academic or personal project you can walk us through",
    ],
    postedDaysAgo: 5,
  },
  {
    id: "chirpwave-associate-engineer-python",
    role: "Associate Software Engineer (Python, Django)",
    company: "Chirpwave Social Software",
    location: "Bengaluru",
    packageMinLpa: 6,
    packageMaxLpa: 9,
    description:
      "Chirpwave's tools let brands schedule posts, answer comments and measure campaigns across social networks. You will build Django APIs and background jobs that talk to social platforms' APIs, handle rate limits and retries, and show results in the React dashboard customers use every day.",
    requirements: [
      "Python with Django or Flask, and building REST APIs",
      "React or another modern front-end framework for simple dashboard screens",
      "PostgreSQL basics and an understanding of background jobs and queues",
      "Curiosity about how social media marketing works",
    ],
    postedDaysAgo: 6,
  },
  {
    id: "quantiva-data-analyst",
    role: "Data Analyst (Python & SQL)",
    company: "Quantiva Analytics",
    location: "Mysuru, Karnataka",
    packageMinLpa: 5,
    packageMaxLpa: 8,
    description:
      "Quantiva runs analytics for retail and healthcare clients. As a data analyst you will clean and join client data, build weekly dashboards, test hypotheses with simple statistics and present findings to client managers with a senior analyst beside you.",
    requirements: [
      "SQL for aggregation and reporting; Python with pandas for data cleaning",
      "Statistics basics: distributions, sampling, correlation and A/B tests",
      "A dashboard tool such as Power BI, Tableau or Looker Studio",
      "Confidence presenting numbers in plain language",
    ],
    postedDaysAgo: 8,
  },
  {
    id: "harvest-bowl-software-trainee",
    role: "Software Engineer Trainee (Python)",
    company: "Harvest Bowl Foods",
    location: "Gurgaon",
    packageMinLpa: 4,
    packageMaxLpa: 7,
    description:
      "Harvest Bowl sells packaged foods across North India. Its in-house technology team builds the apps that plan production, track cold-chain delivery and run the distributor portal. Trainees spend three months rotating through these teams before joining one as a Python developer.",
    requirements: [
      "Python programming and object-oriented basics",
      "SQL and an understanding of relational database design",
      "HTML, CSS and JavaScript for simple web pages",
      "Willingness to visit plants and warehouses to understand how the business runs",
    ],
    postedDaysAgo: 9,
  },
  {
    id: "inkwell-cloud-support-engineer",
    role: "Graduate Engineer Trainee, Cloud Support (Azure)",
    company: "Inkwell Imaging Devices",
    location: "New Delhi",
    packageMinLpa: 4.5,
    packageMaxLpa: 6,
    description:
      "Inkwell's printers and scanners report their status to a cloud service on Microsoft Azure. In cloud support you will monitor that service, troubleshoot device connection issues with enterprise customers, automate routine fixes with scripts and escalate real defects to the engineering team.",
    requirements: [
      "Fundamentals of cloud computing; Azure Fundamentals (AZ-900) or equivalent is a plus",
      "Networking basics: IP addressing, DNS, HTTP and TLS",
      "Scripting in PowerShell, Bash or Python",
      "Good written communication for support tickets and customer e-mails",
    ],
    postedDaysAgo: 11,
  },
  {
    id: "nilgiri-associate-software-engineer",
    role: "Associate Software Engineer",
    company: "Nilgiri Technology Services",
    location: "Bangalore",
    packageMinLpa: 3.5,
    packageMaxLpa: 5,
    description:
      "Nilgiri delivers software projects for banking, insurance and logistics clients. New associates complete a paid twelve-week training programme, then join a client project as a Java or Python developer, with a mentor who reviews their work for the first year.",
    requirements: [
      "B.E./B.Tech, B.Sc or BCA/MCA with at least 60% throughout",
      "Programming fundamentals in Java or Python",
      "Basic SQL and an understanding of software development life cycle",
      "Flexibility to work in shifts and relocate to client locations",
    ],
    postedDaysAgo: 13,
  },
  {
    id: "assurelab-qa-automation-trainee",
    role: "QA Automation Engineer Trainee",
    company: "AssureLab Testing Services",
    location: "Pune",
    packageMinLpa: 3,
    packageMaxLpa: 4.5,
    description:
      "AssureLab is an independent software testing lab for banking and e-commerce apps. Trainees learn the lab's test process, write manual test cases, then automate them with Selenium and Playwright, and report defects that developers can reproduce on the first try.",
    requirements: [
      "Programming basics in Java or Python",
      "Understanding of manual testing: test cases, test plans and defect life cycle",
      "Interest in test automation with Selenium, Playwright or similar tools",
      "Attention to detail and clear bug-report writing",
    ],
    postedDaysAgo: 15,
  },
];

/** How long a seeded opening stays open after the first seed. */
export const SEED_VALID_DAYS = 180;

/**
 * The job openings' seed. Dates are relative to the day of the first start, so a
 * fresh installation shows ten open jobs; afterwards staff manage them
 * (ON CONFLICT DO NOTHING keeps their edits).
 */
export async function seedJobOpenings(database: Db, now: Date = new Date()) {
  const today = istDateKey(now);
  await database
    .insert(jobOpenings)
    .values(
      SEED_JOBS.map((job) => ({
        id: job.id,
        role: job.role,
        company: job.company,
        location: job.location,
        packageMinLpa: job.packageMinLpa,
        packageMaxLpa: job.packageMaxLpa,
        experience: "Freshers",
        description: job.description,
        requirements: job.requirements,
        whyChoose: "",
        applyUrl: `/enrol?intent=apply&job=${job.id}`,
        postedAt: addDays(today, -job.postedDaysAgo),
        validThrough: addDays(today, SEED_VALID_DAYS),
        published: true,
      })),
    )
    .onConflictDoNothing({ target: jobOpenings.id });
}
