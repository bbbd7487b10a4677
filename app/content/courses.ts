/**
 * The six courses' words (SPEC.md "Entities": course summary, course detail,
 * career card; "Business constants": promotions, salaries). Their facts
 * (price, regular price, duration, level, sale status, summary) are the
 * catalogue's, in the database (catalogue-seed.ts has the first values):
 * nothing here repeats them, so no page can contradict another.
 *
 * Summaries (the grid) and details (the course page) are separate constants so
 * that a page that only needs the grid does not ship the curricula. Checked by
 * content-schema.ts in the unit tests and at build time.
 */
import { COURSE_TITLES, type CourseId } from "./course-catalogue";

/** SPEC.md "Course summary" (its description, duration and level are the catalogue's). */
export interface CourseSummary {
  id: CourseId;
  title: string;
  skills: string[];
  /** Illustration under public/ (SVG, 640x360). */
  imageUrl: string;
  imageAlt: string;
  href: string;
  /** The course's promotion line (SPEC.md "Promotions"). */
  adText: string;
}

/** SPEC.md "Course detail": curriculum entry. */
export interface CurriculumWeek {
  week: number;
  title: string;
  topics: string[];
}

interface CourseDetailBase {
  id: CourseId;
  title: string;
  imageUrl: string;
  imageAlt: string;
}

/** A course with its full page: long description, skills, features, curriculum. */
export interface FullCourseDetail extends CourseDetailBase {
  /** Paragraphs. */
  longDescription: string[];
  skills: string[];
  /** What makes this course special. */
  features: string[];
  curriculum: CurriculumWeek[];
}

/** A course announced without its full page yet ('Detailed Course Information Coming Soon'). */
export type OutlineCourseDetail = CourseDetailBase;

export type CourseDetail = FullCourseDetail | OutlineCourseDetail;

/** The course page has its curriculum (otherwise 'Detailed Course Information Coming Soon'). */
export function hasFullPage(course: CourseDetail): course is FullCourseDetail {
  return "curriculum" in course;
}

/** SPEC.md "Career card". */
export interface CareerCard {
  title: string;
  /** Salary range, e.g. "6-10 LPA". */
  salary: string;
  growth: string;
  scope: string;
  responsibilities: string[];
}

const image = (id: CourseId) => `/images/courses/${id}.svg`;

export const COURSE_SUMMARIES: readonly CourseSummary[] = [
  {
    id: "python-full-stack",
    title: COURSE_TITLES["python-full-stack"],
    skills: ["Python", "Django", "RESTful APIs", "React", "PostgreSQL"],
    imageUrl: image("python-full-stack"),
    imageAlt:
      "Python logo colours with a browser window and a database, the layers of a full stack application",
    href: "/courses/python-full-stack",
    // SPEC.md's "₹7,000 package for ₹5,000, first 50 enrollments" named a second price and a count
    // nobody kept (decisions 13 and 14): the package is included in the course fee instead.
    adText: "Premium placement package included: mock interviews, resume reviews and project mentoring.",
  },
  {
    id: "java-full-stack",
    title: COURSE_TITLES["java-full-stack"],
    skills: ["Java", "Spring Boot", "Hibernate", "Angular", "Maven"],
    imageUrl: image("java-full-stack"),
    imageAlt:
      "A coffee cup beside layered server and browser panels, standing for Java full stack development",
    href: "/courses/java-full-stack",
    adText: "Pre-register now for early access to our Java masterclass videos.",
  },
  {
    id: "ai-machine-learning",
    title: COURSE_TITLES["ai-machine-learning"],
    skills: ["Python", "TensorFlow", "Neural Networks", "Computer Vision", "NLP"],
    imageUrl: image("ai-machine-learning"),
    imageAlt:
      "A neural network of connected nodes above a rising chart, standing for AI and machine learning",
    href: "/courses/ai-machine-learning",
    adText: "Join our AI hackathon: the best teams win internship opportunities.",
  },
  {
    id: "azure-cloud",
    title: COURSE_TITLES["azure-cloud"],
    skills: ["Azure Fundamentals", "Virtual Machines", "App Service", "Azure DevOps", "Networking"],
    imageUrl: image("azure-cloud"),
    imageAlt: "A cloud connected to servers and a shield, standing for Microsoft Azure cloud computing",
    href: "/courses/azure-cloud",
    adText: "Practise for the AZ-900 and AZ-104 certification exams as part of the course.",
  },
  {
    id: "sql-database",
    title: COURSE_TITLES["sql-database"],
    skills: ["SQL", "PostgreSQL", "MySQL", "Database Design", "Query Optimisation"],
    imageUrl: image("sql-database"),
    imageAlt: "Stacked database cylinders beside a table of rows and columns, standing for SQL and databases",
    href: "/courses/sql-database",
    adText: "Our shortest course: job-ready SQL for analyst and developer roles.",
  },
  {
    id: "aws-cloud",
    title: COURSE_TITLES["aws-cloud"],
    skills: ["EC2", "S3", "IAM", "Lambda", "VPC"],
    imageUrl: image("aws-cloud"),
    imageAlt: "A cloud above stacked server blocks, standing for Amazon Web Services",
    href: "/courses/aws-cloud",
    adText: "Prepares you for the AWS Cloud Practitioner and Solutions Architect Associate exams.",
  },
];

/** SPEC.md "Course Features": the six tiles every full course page shows. */
export const COURSE_FEATURE_TILES: readonly {
  title: string;
  description: string;
  icon: CourseFeatureIcon;
}[] = [
  {
    title: "Live Instructor-Led Classes",
    description: "Learn in small live batches with time for questions, not from pre-recorded videos alone.",
    icon: "video",
  },
  {
    title: "Hands-On Projects",
    description: "Every module ends in something you build and can show an employer.",
    icon: "hammer",
  },
  {
    title: "Verifiable Certificate",
    description:
      "A certificate of completion when you {certificateRule}, with a code employers can check online.",
    icon: "award",
  },
  {
    title: "Job Placement Support",
    description: "Resume reviews, mock interviews and introductions to hiring companies.",
    icon: "briefcase",
  },
  {
    title: "1:1 Mentorship",
    description: "A mentor reviews your code and helps you when you are stuck.",
    icon: "users",
  },
  {
    title: "Session Recordings",
    description: "Missed a class or want to revise? Every live session is recorded for you.",
    icon: "play",
  },
];

export type CourseFeatureIcon = "video" | "hammer" | "award" | "briefcase" | "users" | "play";

const python: FullCourseDetail = {
  id: "python-full-stack",
  title: COURSE_TITLES["python-full-stack"],
  imageUrl: image("python-full-stack"),
  imageAlt:
    "Python logo colours with a browser window and a database, the layers of a full stack application",
  longDescription: [
    "Python is the language behind web platforms, data pipelines and AI products, and companies of every size hire developers who can build with it end to end. This course starts from zero: you install Python, learn the language properly and write small programs from the first week.",
    "You then build the full stack the way teams in industry do: semantic HTML, CSS and modern JavaScript in the browser; React for interactive interfaces; Django and Django REST Framework for a secure API; PostgreSQL for data that must stay correct. You test your code, use Git the way teams use it, and deploy to a real server.",
    "The last weeks go into a capstone application you design, build and deploy yourself, reviewed by mentors, and into interview preparation: a portfolio on GitHub, a resume that gets read and mock technical interviews.",
  ],
  skills: [
    "Python 3",
    "Object-Oriented Programming",
    "HTML5 & CSS3",
    "JavaScript (ES6+)",
    "React",
    "Django",
    "Django REST Framework",
    "RESTful APIs",
    "PostgreSQL",
    "Git & GitHub",
    "Testing with pytest",
    "Docker & Deployment",
  ],
  features: [
    "Five portfolio projects, ending in a full stack capstone you deploy to a live server",
    "Weekly code reviews from practising Python developers",
    "Starts from zero: no prior programming experience needed",
    "Interview preparation built in: DSA practice, mock interviews and resume reviews",
    "The Mindset Module for communication and confidence, at no extra cost",
  ],
  curriculum: [
    {
      week: 1,
      title: "Python Foundations",
      topics: [
        "Installing Python, VS Code and virtual environments",
        "Variables, data types and operators",
        "Conditions and loops: if, for, while",
        "Functions, arguments and scope",
      ],
    },
    {
      week: 2,
      title: "Data Structures and Pythonic Code",
      topics: [
        "Lists, tuples, sets and dictionaries",
        "Comprehensions and generators",
        "String handling and formatting",
        "Reading and writing files, JSON and CSV",
      ],
    },
    {
      week: 3,
      title: "Object-Oriented Python and Error Handling",
      topics: [
        "Classes, objects and inheritance",
        "Special methods and dataclasses",
        "Exceptions and custom errors",
        "Modules, packages and pip",
      ],
    },
    {
      week: 4,
      title: "How the Web Works: HTML and CSS",
      topics: [
        "HTTP, URLs, DNS and the browser",
        "Semantic HTML5 and accessible forms",
        "CSS layout with Flexbox and Grid",
        "Responsive design for phones and desktops",
      ],
    },
    {
      week: 5,
      title: "JavaScript for the Browser",
      topics: [
        "Modern syntax: let/const, arrow functions, destructuring",
        "The DOM and events",
        "Promises, async/await and fetch",
        "Modules and npm",
      ],
    },
    {
      week: 6,
      title: "Relational Databases with PostgreSQL",
      topics: [
        "Tables, keys and normalisation",
        "SELECT, JOIN and GROUP BY",
        "Indexes and transactions",
        "Using PostgreSQL from Python",
      ],
    },
    {
      week: 7,
      title: "Django Essentials",
      topics: [
        "Projects, apps and settings",
        "Models, migrations and the ORM",
        "Views, URLs and templates",
        "Forms and the Django admin",
      ],
    },
    {
      week: 8,
      title: "REST APIs with Django REST Framework",
      topics: [
        "Serializers, views and routers",
        "Authentication with sessions and JSON Web Tokens",
        "Permissions, pagination and filtering",
        "Documenting an API with OpenAPI",
      ],
    },
    {
      week: 9,
      title: "React Fundamentals",
      topics: [
        "Components, props and state",
        "Hooks: useState and useEffect",
        "Forms and controlled inputs",
        "Client-side routing",
      ],
    },
    {
      week: 10,
      title: "Connecting React to Django",
      topics: [
        "Calling the REST API from React",
        "Sign-in flows and protected pages",
        "Loading, error and empty states",
        "Organising state in a growing app",
      ],
    },
    {
      week: 11,
      title: "Testing, Git and Deployment",
      topics: [
        "Unit and API tests with pytest",
        "Branches and pull requests on GitHub",
        "Containers with Docker",
        "Deploying with Gunicorn and Nginx on a Linux server",
      ],
    },
    {
      week: 12,
      title: "Capstone Project and Interview Preparation",
      topics: [
        "Design, build and deploy your own full stack application",
        "Code review with mentors",
        "A GitHub portfolio and a resume that gets read",
        "Mock technical and HR interviews",
      ],
    },
  ],
};

const java: FullCourseDetail = {
  id: "java-full-stack",
  title: COURSE_TITLES["java-full-stack"],
  imageUrl: image("java-full-stack"),
  imageAlt: "A coffee cup beside layered server and browser panels, standing for Java full stack development",
  longDescription: [
    "Banks, insurers, retailers and IT services companies run much of their business on Java, and they keep hiring developers who know the language and the Spring ecosystem well. This course takes you from core Java to complete applications.",
    "You learn object-oriented design, collections, streams and modern Java, then build REST APIs with Spring Boot, store data with Hibernate and Spring Data JPA, secure them with Spring Security, and write the front end in Angular with TypeScript. Maven, Git, JUnit and Mockito are part of every week, as they are at work.",
    "You finish with a capstone application (Angular, Spring Boot and MySQL) deployed with Docker, a portfolio on GitHub and practice in the technical interviews Java teams run.",
  ],
  skills: [
    "Core Java",
    "Object-Oriented Design",
    "Collections & Streams",
    "JDBC & SQL",
    "Spring Boot",
    "Spring Security",
    "Hibernate & Spring Data JPA",
    "REST APIs",
    "TypeScript",
    "Angular",
    "Maven",
    "JUnit & Mockito",
  ],
  features: [
    "Enterprise patterns taught the way Java teams use them: layered architecture, DTOs, validation",
    "A capstone with Angular, Spring Boot and MySQL, containerised with Docker",
    "Unit and integration testing from the first Spring Boot week",
    "Interview preparation for Java roles: core Java, Spring and system design questions",
    "The Mindset Module for communication and confidence, at no extra cost",
  ],
  curriculum: [
    {
      week: 1,
      title: "Core Java Basics",
      topics: [
        "The JDK, the JVM and IntelliJ IDEA",
        "Data types, operators and control flow",
        "Methods and arrays",
        "Strings and StringBuilder",
      ],
    },
    {
      week: 2,
      title: "Object-Oriented Programming in Java",
      topics: [
        "Classes, objects and constructors",
        "Inheritance, polymorphism and abstraction",
        "Interfaces and abstract classes",
        "Packages and access modifiers",
      ],
    },
    {
      week: 3,
      title: "Collections, Generics and Exceptions",
      topics: [
        "List, Set and Map and when to use which",
        "Generics",
        "Checked and unchecked exceptions",
        "Comparable and Comparator",
      ],
    },
    {
      week: 4,
      title: "Modern Java",
      topics: [
        "Lambdas and functional interfaces",
        "The Streams API",
        "Optional and the java.time API",
        "Records and text blocks",
      ],
    },
    {
      week: 5,
      title: "Build Tools, Git and Testing",
      topics: [
        "Maven projects and dependencies",
        "Git and GitHub workflow",
        "Unit tests with JUnit 5",
        "Mocking with Mockito",
      ],
    },
    {
      week: 6,
      title: "Databases, SQL and JDBC",
      topics: [
        "Relational design with MySQL",
        "Queries, joins and aggregates",
        "JDBC and prepared statements",
        "Transactions",
      ],
    },
    {
      week: 7,
      title: "Spring Core and Spring Boot",
      topics: [
        "Dependency injection and beans",
        "Starters and auto-configuration",
        "Configuration properties and profiles",
        "Your first REST controller",
      ],
    },
    {
      week: 8,
      title: "Hibernate and Spring Data JPA",
      topics: [
        "Entities and relationships",
        "JPQL and derived queries",
        "Pagination and sorting",
        "Transactions and the N+1 query problem",
      ],
    },
    {
      week: 9,
      title: "REST API Design and Security",
      topics: [
        "Validation and error handling",
        "Spring Security basics",
        "JWT authentication",
        "API documentation with OpenAPI",
      ],
    },
    {
      week: 10,
      title: "Front End with TypeScript and Angular",
      topics: [
        "Semantic HTML and responsive CSS",
        "TypeScript essentials",
        "Angular CLI, components and templates",
        "Data binding and directives",
      ],
    },
    {
      week: 11,
      title: "Angular Applications",
      topics: [
        "Services and dependency injection",
        "Routing and route guards",
        "Reactive forms and validation",
        "HttpClient and the Spring Boot API",
      ],
    },
    {
      week: 12,
      title: "Capstone, Deployment and Interview Preparation",
      topics: [
        "A full stack project: Angular, Spring Boot and MySQL",
        "Docker images and cloud deployment",
        "A GitHub portfolio and resume",
        "Mock technical and HR interviews",
      ],
    },
  ],
};

const ai: FullCourseDetail = {
  id: "ai-machine-learning",
  title: COURSE_TITLES["ai-machine-learning"],
  imageUrl: image("ai-machine-learning"),
  imageAlt: "A neural network of connected nodes above a rising chart, standing for AI and machine learning",
  longDescription: [
    "Artificial intelligence has moved from research labs into everyday products: recommendations, fraud checks, document reading, chat assistants. This course teaches the methods behind them and the engineering needed to ship them.",
    "You start with Python for data work (NumPy, Pandas, visualisation) and the mathematics you actually need, then classical machine learning with scikit-learn: regression, classification, clustering and honest evaluation. Deep learning follows with TensorFlow and Keras: neural networks, computer vision with convolutional networks, and natural language processing.",
    "The final part covers generative AI: transformers, prompt engineering, retrieval-augmented generation over your own documents, and the risks to manage (bias, privacy, made-up answers). You deploy a model behind an API and finish with a capstone project you can present in interviews. Comfort with basic Python is expected.",
  ],
  skills: [
    "Python for Data Science",
    "NumPy & Pandas",
    "Data Visualisation",
    "Scikit-learn",
    "TensorFlow & Keras",
    "Neural Networks",
    "Computer Vision",
    "Natural Language Processing",
    "Transformers",
    "Generative AI & Prompt Engineering",
    "Retrieval-Augmented Generation",
    "Model Deployment",
  ],
  features: [
    "Generative AI included: prompt engineering, LLM APIs and retrieval-augmented generation",
    "Projects on real, messy datasets rather than toy examples",
    "An AI hackathon where the best teams win internship opportunities",
    "Deployment and monitoring, so your models leave the notebook",
    "The Mindset Module for communication and confidence, at no extra cost",
  ],
  curriculum: [
    {
      week: 1,
      title: "Python for Data Science",
      topics: [
        "NumPy arrays and vectorised code",
        "Pandas DataFrames",
        "Cleaning and reshaping data",
        "Working in Jupyter notebooks",
      ],
    },
    {
      week: 2,
      title: "The Mathematics You Need",
      topics: [
        "Vectors, matrices and their operations",
        "Probability and distributions",
        "Descriptive and inferential statistics",
        "Derivatives and gradient descent",
      ],
    },
    {
      week: 3,
      title: "Exploratory Data Analysis",
      topics: [
        "Charts with Matplotlib and Seaborn",
        "Missing values and outliers",
        "Feature engineering and encoding",
        "Telling a story with data",
      ],
    },
    {
      week: 4,
      title: "Supervised Learning: Regression",
      topics: [
        "Linear and polynomial regression",
        "Ridge and Lasso regularisation",
        "MAE, RMSE and R²",
        "Scikit-learn pipelines",
      ],
    },
    {
      week: 5,
      title: "Supervised Learning: Classification",
      topics: [
        "Logistic regression and k-nearest neighbours",
        "Decision trees and random forests",
        "Gradient boosting",
        "Precision, recall, F1 and ROC-AUC",
      ],
    },
    {
      week: 6,
      title: "Unsupervised Learning",
      topics: [
        "K-means and hierarchical clustering",
        "Principal component analysis",
        "Anomaly detection",
        "Recommendation basics",
      ],
    },
    {
      week: 7,
      title: "Model Selection and Evaluation",
      topics: [
        "Cross-validation and hyperparameter tuning",
        "Bias, variance and data leakage",
        "Imbalanced datasets",
        "Tracking experiments and saving models",
      ],
    },
    {
      week: 8,
      title: "Neural Networks and Deep Learning",
      topics: [
        "Perceptrons and activation functions",
        "Backpropagation",
        "TensorFlow and Keras",
        "Dropout, batch normalisation and early stopping",
      ],
    },
    {
      week: 9,
      title: "Computer Vision",
      topics: [
        "Convolutional neural networks",
        "Image classification",
        "Transfer learning with pre-trained models",
        "Object detection concepts",
      ],
    },
    {
      week: 10,
      title: "Natural Language Processing",
      topics: [
        "Text cleaning and tokenisation",
        "Word embeddings",
        "Recurrent networks and LSTMs",
        "A sentiment analysis project",
      ],
    },
    {
      week: 11,
      title: "Transformers and Large Language Models",
      topics: [
        "Attention and the transformer architecture",
        "Hugging Face Transformers",
        "Fine-tuning a pre-trained model",
        "Evaluating language models",
      ],
    },
    {
      week: 12,
      title: "Generative AI Applications",
      topics: [
        "Prompt engineering",
        "Calling LLM APIs from Python",
        "Retrieval-augmented generation with vector search",
        "Responsible AI: bias, privacy and hallucinations",
      ],
    },
    {
      week: 13,
      title: "Deploying Machine Learning Models",
      topics: [
        "Serving a model with FastAPI",
        "Packaging with Docker",
        "Deploying to the cloud",
        "Monitoring for data drift",
      ],
    },
    {
      week: 14,
      title: "Capstone Project and Interview Preparation",
      topics: [
        "An end-to-end AI project of your choice",
        "Presenting results to a non-technical audience",
        "A portfolio of notebooks and deployed demos",
        "Mock interviews for ML and data roles",
      ],
    },
  ],
};

const azure: FullCourseDetail = {
  id: "azure-cloud",
  title: COURSE_TITLES["azure-cloud"],
  imageUrl: image("azure-cloud"),
  imageAlt: "A cloud connected to servers and a shield, standing for Microsoft Azure cloud computing",
  longDescription: [
    "Many Indian enterprises and global capability centres run on Microsoft's cloud, and they need engineers who can build and operate it safely. This course teaches Azure from the ground up, in the Azure portal, the command line and code.",
    "You create and secure virtual machines, storage and networks; deploy web apps to App Service and serverless code to Azure Functions; run databases and containers; and automate everything with Azure DevOps pipelines and infrastructure as code (ARM templates and Bicep). Identity, cost control and monitoring run through every week.",
    "Alongside the hands-on labs you prepare for the Microsoft AZ-900 and AZ-104 certification exams with practice tests, and you finish with a capstone: a small production-style application deployed, monitored and documented on Azure.",
  ],
  skills: [
    "Cloud Concepts",
    "Microsoft Entra ID & RBAC",
    "Virtual Machines",
    "Azure Storage",
    "Virtual Networks",
    "App Service",
    "Azure Functions",
    "Azure SQL Database",
    "Containers & AKS",
    "Azure DevOps",
    "ARM & Bicep",
    "Azure Monitor",
  ],
  features: [
    "Hands-on labs in real Azure subscriptions, not slides",
    "Practice tests for the AZ-900 and AZ-104 certification exams",
    "Cost control taught from day one, so your lab bills stay small",
    "A capstone deployed with a CI/CD pipeline and infrastructure as code",
    "The Mindset Module for communication and confidence, at no extra cost",
  ],
  curriculum: [
    {
      week: 1,
      title: "Cloud Concepts and Azure Fundamentals",
      topics: [
        "IaaS, PaaS and SaaS",
        "Regions and availability zones",
        "The Azure portal, CLI and Cloud Shell",
        "Subscriptions, resource groups and cost management",
      ],
    },
    {
      week: 2,
      title: "Identity and Governance",
      topics: [
        "Microsoft Entra ID users and groups",
        "Role-based access control",
        "Azure Policy and tags",
        "Multi-factor authentication",
      ],
    },
    {
      week: 3,
      title: "Virtual Machines",
      topics: [
        "Creating Linux and Windows VMs",
        "Sizes, disks and images",
        "Availability sets and scale sets",
        "Backups and updates",
      ],
    },
    {
      week: 4,
      title: "Storage",
      topics: [
        "Storage accounts and redundancy",
        "Blobs, files, queues and tables",
        "Access tiers and lifecycle rules",
        "Shared access signatures",
      ],
    },
    {
      week: 5,
      title: "Networking",
      topics: [
        "Virtual networks and subnets",
        "Network security groups",
        "Load Balancer and Application Gateway",
        "Peering, VPN gateway and Azure DNS",
      ],
    },
    {
      week: 6,
      title: "App Service and Serverless",
      topics: ["App Service plans and web apps", "Deployment slots", "Azure Functions", "Logic Apps"],
    },
    {
      week: 7,
      title: "Databases on Azure",
      topics: [
        "Azure SQL Database",
        "Azure Cosmos DB",
        "Backups and geo-replication",
        "Connecting applications securely",
      ],
    },
    {
      week: 8,
      title: "Containers",
      topics: [
        "Docker images and containers",
        "Azure Container Registry",
        "Azure Container Apps",
        "Azure Kubernetes Service basics",
      ],
    },
    {
      week: 9,
      title: "DevOps and Infrastructure as Code",
      topics: [
        "Azure Repos and Pipelines",
        "GitHub Actions deployments to Azure",
        "ARM templates and Bicep",
        "Secrets in Azure Key Vault",
      ],
    },
    {
      week: 10,
      title: "Monitoring, Security and Certification Preparation",
      topics: [
        "Azure Monitor and Log Analytics",
        "Microsoft Defender for Cloud",
        "AZ-900 and AZ-104 practice tests",
        "Capstone deployment and review",
      ],
    },
  ],
};

const sql: FullCourseDetail = {
  id: "sql-database",
  title: COURSE_TITLES["sql-database"],
  imageUrl: image("sql-database"),
  imageAlt: "Stacked database cylinders beside a table of rows and columns, standing for SQL and databases",
  longDescription: [
    "Almost every software, data and analytics role asks for SQL. It is how developers store and read application data, how analysts answer business questions and how support teams find out what went wrong.",
    "This course starts with your first SELECT and builds up to joins, aggregates, subqueries, window functions and common table expressions. You design databases that keep data correct with keys, constraints and normalisation, use transactions, views, stored procedures and triggers, and learn to read query plans and add the right indexes.",
    "You practise on realistic datasets in PostgreSQL and MySQL, use SQL from Python, and finish with a reporting project and the SQL questions interviewers ask most.",
  ],
  skills: [
    "SQL Queries",
    "Joins & Subqueries",
    "Aggregation & Grouping",
    "Window Functions",
    "Common Table Expressions",
    "Database Design",
    "Normalisation",
    "Transactions",
    "Stored Procedures & Triggers",
    "Indexing & Query Plans",
    "PostgreSQL",
    "MySQL",
  ],
  features: [
    "Two databases, one skill: every exercise runs on PostgreSQL and MySQL",
    "Realistic datasets: sales, HR and e-commerce data",
    "Query performance taught with real query plans",
    "A bank of the SQL interview questions freshers meet most",
    "The Mindset Module for communication and confidence, at no extra cost",
  ],
  curriculum: [
    {
      week: 1,
      title: "Relational Database Basics",
      topics: [
        "Tables, rows, columns and keys",
        "Installing PostgreSQL and MySQL",
        "SELECT, WHERE and ORDER BY",
        "Data types",
      ],
    },
    {
      week: 2,
      title: "Filtering and Aggregation",
      topics: [
        "LIKE, IN and BETWEEN",
        "Working with NULL",
        "COUNT, SUM, AVG, MIN and MAX",
        "GROUP BY and HAVING",
      ],
    },
    {
      week: 3,
      title: "Joins, Subqueries and Set Operations",
      topics: [
        "Inner, left, right and full joins",
        "Self joins",
        "Subqueries and EXISTS",
        "UNION, INTERSECT and EXCEPT",
      ],
    },
    {
      week: 4,
      title: "Database Design",
      topics: [
        "Entity-relationship modelling",
        "Normal forms: 1NF to 3NF",
        "Primary keys, foreign keys and constraints",
        "CREATE, ALTER and DROP",
      ],
    },
    {
      week: 5,
      title: "Advanced Queries",
      topics: [
        "Window functions: ROW_NUMBER, RANK, LAG and LEAD",
        "Common table expressions and recursive queries",
        "CASE expressions",
        "Date and string functions",
      ],
    },
    {
      week: 6,
      title: "Views, Procedures, Triggers and Transactions",
      topics: [
        "Views",
        "Stored procedures and functions",
        "Triggers",
        "Transactions, ACID and isolation levels",
      ],
    },
    {
      week: 7,
      title: "Performance and Administration",
      topics: [
        "Indexes and EXPLAIN",
        "Rewriting slow queries",
        "Users, roles and privileges",
        "Backup and restore",
      ],
    },
    {
      week: 8,
      title: "Projects and Interview Preparation",
      topics: [
        "A reporting project on a sales database",
        "Using SQL from Python",
        "When to choose a NoSQL database",
        "Common SQL interview questions",
      ],
    },
  ],
};

const aws: OutlineCourseDetail = {
  id: "aws-cloud",
  title: COURSE_TITLES["aws-cloud"],
  imageUrl: image("aws-cloud"),
  imageAlt: "A cloud above stacked server blocks, standing for Amazon Web Services",
};

export const COURSE_DETAILS: Readonly<Record<CourseId, CourseDetail>> = {
  "python-full-stack": python,
  "java-full-stack": java,
  "ai-machine-learning": ai,
  "azure-cloud": azure,
  "sql-database": sql,
  "aws-cloud": aws,
};

/** SPEC.md: career cards exist only for python-full-stack; salaries 6-10, 8-15, 7-12, 9-16 LPA. */
export const CAREER_CARDS: Readonly<Partial<Record<CourseId, CareerCard[]>>> = {
  "python-full-stack": [
    {
      title: "Python Developer",
      salary: "6-10 LPA",
      growth: "Python Developer → Senior Developer → Technical Lead",
      scope: "Product companies, IT services firms and startups, in India and with remote teams abroad",
      responsibilities: [
        "Write clean, tested Python for business features",
        "Automate tasks and integrate third-party services",
        "Debug and fix production issues",
        "Review code with teammates",
      ],
    },
    {
      title: "Full Stack Developer",
      salary: "8-15 LPA",
      growth: "Full Stack Developer → Senior Engineer → Engineering Manager or Architect",
      scope: "Startups and product teams that want one engineer to own a feature from database to screen",
      responsibilities: [
        "Build React interfaces backed by Django APIs",
        "Design database tables and migrations",
        "Ship features end to end and deploy them",
        "Keep pages fast and accessible",
      ],
    },
    {
      title: "Backend Developer",
      salary: "7-12 LPA",
      growth: "Backend Developer → Senior Backend Engineer → Platform or Solutions Architect",
      scope: "Fintech, e-commerce, SaaS and any company that exposes services through APIs",
      responsibilities: [
        "Design and build REST APIs",
        "Model data and write efficient queries",
        "Secure endpoints with authentication and permissions",
        "Monitor performance and reliability",
      ],
    },
    {
      title: "Data Engineer",
      salary: "9-16 LPA",
      growth: "Data Engineer → Senior Data Engineer → Data Architect",
      scope: "Analytics firms, banks and product companies that move and clean large volumes of data",
      responsibilities: [
        "Build data pipelines in Python and SQL",
        "Clean, validate and transform raw data",
        "Schedule and monitor batch jobs",
        "Prepare datasets for analysts and ML teams",
      ],
    },
  ],
};

export function findCourseSummary(id: string): CourseSummary | undefined {
  return COURSE_SUMMARIES.find((c) => c.id === id);
}

export function findCourseDetail(id: string): CourseDetail | undefined {
  return Object.hasOwn(COURSE_DETAILS, id) ? COURSE_DETAILS[id as CourseId] : undefined;
}
