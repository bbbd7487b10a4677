/*
 * What the seed writes for the portal: each course's weekly timetable,
 * lesson titles, exams and study materials, and SPEC.md's sample student
 * (7 of 12 modules) with her doubts and achievements. Dates are offsets from
 * the day the seed runs, so a fresh database always has a live-looking
 * schedule.
 */
import { DEMO_BATCH, type SeededBatchId } from "~/content/batches";
import { SAMPLE_STUDENT_ID } from "./sample-student.server";

type SessionType = "Live Class" | "Mentoring" | "Workshop" | "Exam" | "Support";

export interface TimetableSlot {
  /** 0 = Monday ... 6 = Sunday */
  weekday: number;
  hour: number;
  minute: number;
  durationMinutes: number;
  type: SessionType;
  instructor: string;
  /** Fixed title; live classes take the week's lesson instead. */
  title?: string;
}

export interface CourseSeed {
  lessons: string[];
  exams: { title: string; description: string; topics: string[] }[];
  materials: {
    title: string;
    description: string;
    type: "PDF" | "Video" | "PPT";
    module: string;
    size: string;
    daysAgo: number;
    viewUrl: string;
    downloadUrl: string;
  }[];
}

/** SPEC.md "Exam sample marks (total/passing)", in order. */
export const EXAM_MARKS = [
  { totalMarks: 50, passingMarks: 35 },
  { totalMarks: 75, passingMarks: 50 },
  { totalMarks: 40, passingMarks: 28 },
  { totalMarks: 60, passingMarks: 42 },
] as const;

/** Exams are on Sundays (the weekly assessment day), 10:00 India time, at these week offsets. */
export const EXAM_WEEK_OFFSETS = [-3, -2, -1, 1] as const;
export const EXAM_DURATION_MINUTES = [60, 90, 45, 75] as const;

// Each batch's live classes come from its days and time (app/content/batches.ts); these are
// the other weekly sessions. All sit inside the published session hours (Mon-Fri 9 AM-1 PM,
// Sat 10 AM-2 PM).
const PYTHON_EXTRAS: TimetableSlot[] = [
  {
    weekday: 1,
    hour: 12,
    minute: 0,
    durationMinutes: 60,
    type: "Support",
    instructor: "Anil Kumar",
    title: "Doubt-clearing session",
  },
  {
    weekday: 5,
    hour: 10,
    minute: 30,
    durationMinutes: 90,
    type: "Workshop",
    instructor: "Sneha Kulkarni",
    title: "Project workshop: build and review",
  },
  {
    weekday: 5,
    hour: 12,
    minute: 30,
    durationMinutes: 60,
    type: "Mentoring",
    instructor: "Sneha Kulkarni",
    title: "Mindset mentoring: interview readiness",
  },
];

export const TIMETABLES: Record<SeededBatchId, TimetableSlot[]> = {
  "python-a": PYTHON_EXTRAS,
  demo: PYTHON_EXTRAS,
  "python-b": [
    {
      weekday: 2,
      hour: 12,
      minute: 0,
      durationMinutes: 60,
      type: "Support",
      instructor: "Anil Kumar",
      title: "Doubt-clearing session",
    },
    {
      weekday: 5,
      hour: 12,
      minute: 0,
      durationMinutes: 60,
      type: "Mentoring",
      instructor: "Sneha Kulkarni",
      title: "Mindset mentoring: communication skills",
    },
  ],
  "azure-a": [
    {
      weekday: 3,
      hour: 11,
      minute: 0,
      durationMinutes: 120,
      type: "Workshop",
      instructor: "Kavya Menon",
      title: "Hands-on lab in the Azure portal",
    },
    {
      weekday: 5,
      hour: 10,
      minute: 0,
      durationMinutes: 60,
      type: "Support",
      instructor: "Imran Shaikh",
      title: "Lab support and doubt clearing",
    },
  ],
  "java-a": [
    {
      weekday: 5,
      hour: 12,
      minute: 30,
      durationMinutes: 60,
      type: "Mentoring",
      instructor: "Sneha Kulkarni",
      title: "Mindset mentoring: resume and profile review",
    },
  ],
  "aiml-a": [
    {
      weekday: 5,
      hour: 10,
      minute: 0,
      durationMinutes: 120,
      type: "Workshop",
      instructor: "Meghana Reddy",
      title: "Kaggle-style model-building workshop",
    },
  ],
  "sql-a": [
    {
      weekday: 5,
      hour: 11,
      minute: 0,
      durationMinutes: 90,
      type: "Workshop",
      instructor: "Farah Siddiqui",
      title: "Query clinic: tune a slow report together",
    },
  ],
};

const python: CourseSeed = {
  lessons: [
    "Python data structures: lists, tuples, dicts and sets",
    "Functions, modules and virtual environments",
    "Object-oriented Python: classes and inheritance",
    "Files, exceptions and testing with pytest",
    "SQL with PostgreSQL: tables, joins and indexes",
    "Django project setup, apps and the admin",
    "Django models and the ORM",
    "Django views, templates and forms",
    "REST APIs with Django REST Framework",
    "Authentication, permissions and JWT",
    "React fundamentals: components, props and state",
    "React hooks and fetching data from your API",
    "Git workflows and code reviews",
    "Deploying Django and React to the cloud",
  ],
  exams: [
    {
      title: "Python Fundamentals Assessment",
      description: "Core syntax, data types, control flow and functions.",
      topics: ["Data types", "Control flow", "Functions", "List comprehensions"],
    },
    {
      title: "OOP and Testing Test",
      description: "Classes, inheritance, exceptions and unit tests with pytest.",
      topics: ["Classes and objects", "Inheritance", "Exceptions", "pytest"],
    },
    {
      title: "SQL and PostgreSQL Quiz",
      description: "Queries, joins, aggregates and schema design.",
      topics: ["SELECT and WHERE", "Joins", "GROUP BY", "Indexes"],
    },
    {
      title: "Django and REST APIs Mid-term",
      description: "Models, views, serializers and authentication in Django.",
      topics: ["Models and ORM", "Class-based views", "Serializers", "Authentication"],
    },
  ],
  materials: [
    {
      title: "Think Python (2nd edition)",
      description:
        "A free textbook that builds Python from first principles, with exercises for every chapter.",
      type: "PDF",
      module: "Module 1: Python Fundamentals",
      size: "1.1 MB",
      daysAgo: 80,
      viewUrl: "https://greenteapress.com/wp/think-python-2e/",
      downloadUrl: "https://greenteapress.com/thinkpython2/thinkpython2.pdf",
    },
    {
      title: "The Python Tutorial",
      description: "The official tutorial: read sections 3 to 9 alongside the first four modules.",
      type: "PDF",
      module: "Module 2: Functions and Modules",
      size: "8.2 MB",
      daysAgo: 66,
      viewUrl: "https://docs.python.org/3/tutorial/index.html",
      downloadUrl: "https://docs.python.org/3/download.html",
    },
    {
      title: "PostgreSQL tutorial",
      description: "The official PostgreSQL tutorial: creating tables, querying, joins and aggregates.",
      type: "PDF",
      module: "Module 5: SQL with PostgreSQL",
      size: "2.4 MB",
      daysAgo: 45,
      viewUrl: "https://www.postgresql.org/docs/current/tutorial.html",
      downloadUrl: "https://www.postgresql.org/docs/manuals/",
    },
    {
      title: "Django tutorial, parts 1 to 8",
      description: "Build the polls app step by step: models, views, templates, forms and tests.",
      type: "PPT",
      module: "Module 6: Django Basics",
      size: "3.6 MB",
      daysAgo: 30,
      viewUrl: "https://docs.djangoproject.com/en/stable/intro/tutorial01/",
      downloadUrl: "https://docs.djangoproject.com/en/stable/intro/tutorial01/",
    },
    {
      title: "PyCon talks: Python in practice",
      description: "Recorded conference talks on testing, packaging and writing idiomatic Python.",
      type: "Video",
      module: "Module 4: Files, Errors and Testing",
      size: "Streaming",
      daysAgo: 52,
      viewUrl: "https://www.youtube.com/@PyConUS",
      downloadUrl: "https://www.youtube.com/@PyConUS",
    },
    {
      title: "Django REST Framework quickstart",
      description: "Serializers, viewsets and routers: the API you will extend in the capstone project.",
      type: "PPT",
      module: "Module 9: REST APIs",
      size: "1.8 MB",
      daysAgo: 12,
      viewUrl: "https://www.django-rest-framework.org/tutorial/quickstart/",
      downloadUrl: "https://www.django-rest-framework.org/tutorial/quickstart/",
    },
    {
      title: "React: Thinking in React",
      description: "How to break a UI into components and decide where state lives.",
      type: "Video",
      module: "Module 11: React Fundamentals",
      size: "Streaming",
      daysAgo: 4,
      viewUrl: "https://react.dev/learn/thinking-in-react",
      downloadUrl: "https://react.dev/learn/thinking-in-react",
    },
  ],
};

const java: CourseSeed = {
  lessons: [
    "Java syntax, types and control flow",
    "Object-oriented Java: classes, interfaces and records",
    "Collections framework and generics",
    "Exceptions, streams and lambdas",
    "JDBC and SQL fundamentals",
    "Maven builds and project structure",
    "Spring Boot: dependency injection and configuration",
    "Spring Data JPA and Hibernate entities",
    "Building REST controllers with Spring Web",
    "Spring Security and JWT authentication",
    "Angular components and templates",
    "Angular services and HttpClient",
    "Testing with JUnit 5 and Mockito",
    "Deploying Spring Boot applications",
  ],
  exams: [
    {
      title: "Core Java Assessment",
      description: "Syntax, OOP and the collections framework.",
      topics: ["OOP", "Interfaces", "Collections", "Generics"],
    },
    {
      title: "Java Streams and Exceptions Test",
      description: "Functional style with streams and robust error handling.",
      topics: ["Lambdas", "Streams", "Checked exceptions", "Optional"],
    },
    {
      title: "SQL and JDBC Quiz",
      description: "Relational queries and database access from Java.",
      topics: ["Joins", "Transactions", "PreparedStatement", "Connection pools"],
    },
    {
      title: "Spring Boot Mid-term",
      description: "Dependency injection, JPA entities and REST controllers.",
      topics: ["Beans", "JPA", "REST controllers", "Validation"],
    },
  ],
  materials: [
    {
      title: "Learn Java on dev.java",
      description: "Oracle's official learning path: language basics to the collections framework.",
      type: "PDF",
      module: "Module 1: Java Basics",
      size: "2.9 MB",
      daysAgo: 70,
      viewUrl: "https://dev.java/learn/",
      downloadUrl: "https://dev.java/learn/",
    },
    {
      title: "Spring Boot reference guide",
      description: "Auto-configuration, starters, externalised configuration and Actuator.",
      type: "PDF",
      module: "Module 7: Spring Boot",
      size: "4.3 MB",
      daysAgo: 28,
      viewUrl: "https://docs.spring.io/spring-boot/index.html",
      downloadUrl: "https://docs.spring.io/spring-boot/index.html",
    },
    {
      title: "Building a RESTful web service",
      description: "The official Spring guide, step by step, with a working sample project.",
      type: "PPT",
      module: "Module 9: REST with Spring",
      size: "1.2 MB",
      daysAgo: 14,
      viewUrl: "https://spring.io/guides/gs/rest-service/",
      downloadUrl: "https://spring.io/guides/gs/rest-service/",
    },
    {
      title: "Java channel: language deep dives",
      description: "Talks and short videos from the Java team on records, streams and modern Java.",
      type: "Video",
      module: "Module 4: Streams and Lambdas",
      size: "Streaming",
      daysAgo: 40,
      viewUrl: "https://www.youtube.com/@java",
      downloadUrl: "https://www.youtube.com/@java",
    },
    {
      title: "Angular tutorial: your first app",
      description: "Components, templates, routing and services in the official Angular tutorial.",
      type: "PPT",
      module: "Module 11: Angular",
      size: "2.1 MB",
      daysAgo: 5,
      viewUrl: "https://angular.dev/tutorials/first-app",
      downloadUrl: "https://angular.dev/tutorials/first-app",
    },
  ],
};

const azure: CourseSeed = {
  lessons: [
    "Cloud concepts and the Azure global infrastructure",
    "Azure resource groups, subscriptions and RBAC",
    "Virtual machines and availability sets",
    "Virtual networks, NSGs and load balancers",
    "Azure Storage: blobs, files and queues",
    "Azure App Service and deployment slots",
    "Azure SQL Database and Cosmos DB",
    "Identity with Microsoft Entra ID",
    "Monitoring with Azure Monitor and Log Analytics",
    "Infrastructure as code with Bicep",
    "Containers: ACR, ACI and AKS basics",
    "Cost management and governance",
  ],
  exams: [
    {
      title: "Azure Fundamentals Assessment",
      description: "Cloud concepts, core services and pricing (AZ-900 style).",
      topics: ["Cloud models", "Regions", "Pricing", "SLAs"],
    },
    {
      title: "Compute and Networking Test",
      description: "VMs, scale sets, VNets and network security.",
      topics: ["Virtual machines", "VNets", "NSGs", "Load balancing"],
    },
    {
      title: "Storage and Databases Quiz",
      description: "Choosing and securing storage and database services.",
      topics: ["Blob tiers", "Redundancy", "Azure SQL", "Cosmos DB"],
    },
    {
      title: "Azure Administrator Mid-term",
      description: "Identity, monitoring and governance (AZ-104 style).",
      topics: ["Entra ID", "RBAC", "Azure Monitor", "Policy"],
    },
  ],
  materials: [
    {
      title: "Azure Fundamentals learning path",
      description: "Microsoft Learn modules covering cloud concepts, architecture and management.",
      type: "PDF",
      module: "Module 1: Cloud Concepts",
      size: "3.4 MB",
      daysAgo: 60,
      viewUrl:
        "https://learn.microsoft.com/en-us/training/paths/microsoft-azure-fundamentals-describe-cloud-concepts/",
      downloadUrl:
        "https://learn.microsoft.com/en-us/training/paths/microsoft-azure-fundamentals-describe-cloud-concepts/",
    },
    {
      title: "Azure Friday",
      description: "Short videos in which the Azure team demonstrates one service at a time.",
      type: "Video",
      module: "Module 3: Compute",
      size: "Streaming",
      daysAgo: 35,
      viewUrl: "https://learn.microsoft.com/en-us/shows/azure-friday/",
      downloadUrl: "https://learn.microsoft.com/en-us/shows/azure-friday/",
    },
    {
      title: "Azure Architecture Center",
      description: "Reference architectures and design patterns used in our lab reviews.",
      type: "PPT",
      module: "Module 6: App Service",
      size: "5.0 MB",
      daysAgo: 15,
      viewUrl: "https://learn.microsoft.com/en-us/azure/architecture/",
      downloadUrl: "https://learn.microsoft.com/en-us/azure/architecture/",
    },
    {
      title: "Bicep documentation",
      description: "Declare your infrastructure as code and deploy it repeatably.",
      type: "PDF",
      module: "Module 10: Infrastructure as Code",
      size: "2.2 MB",
      daysAgo: 6,
      viewUrl: "https://learn.microsoft.com/en-us/azure/azure-resource-manager/bicep/overview",
      downloadUrl: "https://learn.microsoft.com/en-us/azure/azure-resource-manager/bicep/overview",
    },
  ],
};

const aiml: CourseSeed = {
  lessons: [
    "NumPy and pandas for data analysis",
    "Statistics and probability for machine learning",
    "Linear and logistic regression",
    "Decision trees, random forests and boosting",
    "Model evaluation and cross-validation",
    "Neural networks from scratch",
    "Deep learning with TensorFlow and Keras",
    "Convolutional networks for computer vision",
    "Natural language processing and embeddings",
    "Transformers and large language models",
    "Generative AI: prompting and retrieval-augmented generation",
    "Deploying models as APIs",
  ],
  exams: [
    {
      title: "Python for Data Science Assessment",
      description: "NumPy, pandas and exploratory data analysis.",
      topics: ["NumPy arrays", "pandas DataFrames", "Plotting", "Data cleaning"],
    },
    {
      title: "Classical Machine Learning Test",
      description: "Regression, classification and model evaluation.",
      topics: ["Regression", "Classification", "Cross-validation", "Metrics"],
    },
    {
      title: "Neural Networks Quiz",
      description: "Perceptrons, backpropagation and training deep networks.",
      topics: ["Activation functions", "Backpropagation", "Optimisers", "Overfitting"],
    },
    {
      title: "Deep Learning and NLP Mid-term",
      description: "CNNs, embeddings and transformer models.",
      topics: ["CNNs", "Embeddings", "Attention", "Fine-tuning"],
    },
  ],
  materials: [
    {
      title: "Think Stats (2nd edition)",
      description: "Exploratory data analysis in Python: the statistics behind machine learning.",
      type: "PDF",
      module: "Module 2: Statistics",
      size: "3.0 MB",
      daysAgo: 58,
      viewUrl: "https://greenteapress.com/wp/think-stats-2e/",
      downloadUrl: "https://greenteapress.com/thinkstats2/thinkstats2.pdf",
    },
    {
      title: "scikit-learn user guide",
      description: "Supervised and unsupervised learning with worked examples.",
      type: "PDF",
      module: "Module 3: Regression",
      size: "6.5 MB",
      daysAgo: 44,
      viewUrl: "https://scikit-learn.org/stable/user_guide.html",
      downloadUrl: "https://scikit-learn.org/stable/user_guide.html",
    },
    {
      title: "Neural networks, visually",
      description: "3Blue1Brown's series on how neural networks learn, with backpropagation explained.",
      type: "Video",
      module: "Module 6: Neural Networks",
      size: "Streaming",
      daysAgo: 21,
      viewUrl: "https://www.3blue1brown.com/topics/neural-networks",
      downloadUrl: "https://www.3blue1brown.com/topics/neural-networks",
    },
    {
      title: "TensorFlow beginner tutorials",
      description: "Train your first Keras models for images and text.",
      type: "PPT",
      module: "Module 7: Deep Learning",
      size: "2.7 MB",
      daysAgo: 9,
      viewUrl: "https://www.tensorflow.org/tutorials",
      downloadUrl: "https://www.tensorflow.org/tutorials",
    },
  ],
};

const sql: CourseSeed = {
  lessons: [
    "Relational databases, tables and keys",
    "SELECT, WHERE and ORDER BY",
    "Joins: inner, left and self joins",
    "GROUP BY, HAVING and aggregate functions",
    "Subqueries and common table expressions",
    "Window functions for ranking and running totals",
    "Designing schemas: normalisation and constraints",
    "Indexes and reading query plans",
    "Transactions, isolation and locking",
    "Views, functions and stored procedures",
    "MySQL and PostgreSQL side by side",
    "Capstone: a reporting database for a retail business",
  ],
  exams: [
    {
      title: "SQL Basics Assessment",
      description: "Filtering, sorting and simple aggregates on one table.",
      topics: ["SELECT", "WHERE", "ORDER BY", "COUNT and SUM"],
    },
    {
      title: "Joins and Aggregates Test",
      description: "Combining tables and summarising the result.",
      topics: ["Inner joins", "Outer joins", "GROUP BY", "HAVING"],
    },
    {
      title: "Advanced Queries Quiz",
      description: "Subqueries, CTEs and window functions.",
      topics: ["Subqueries", "CTEs", "ROW_NUMBER", "Running totals"],
    },
    {
      title: "Database Design Mid-term",
      description: "Normalise a schema, choose keys and indexes, and explain a query plan.",
      topics: ["Normal forms", "Constraints", "Indexes", "EXPLAIN"],
    },
  ],
  materials: [
    {
      title: "PostgreSQL tutorial",
      description: "The official tutorial: creating tables, querying, joins and aggregates.",
      type: "PDF",
      module: "Module 1: Relational Basics",
      size: "1.4 MB",
      daysAgo: 20,
      viewUrl: "https://www.postgresql.org/docs/current/tutorial.html",
      downloadUrl: "https://www.postgresql.org/docs/current/tutorial.html",
    },
    {
      title: "Window functions explained",
      description: "The PostgreSQL manual's walk-through of window functions, with examples.",
      type: "PDF",
      module: "Module 6: Window Functions",
      size: "0.6 MB",
      daysAgo: 10,
      viewUrl: "https://www.postgresql.org/docs/current/tutorial-window.html",
      downloadUrl: "https://www.postgresql.org/docs/current/tutorial-window.html",
    },
    {
      title: "Use The Index, Luke",
      description: "A free guide to SQL indexing and query performance for developers.",
      type: "PPT",
      module: "Module 8: Indexes and Plans",
      size: "Online",
      daysAgo: 4,
      viewUrl: "https://use-the-index-luke.com/",
      downloadUrl: "https://use-the-index-luke.com/",
    },
  ],
};

export const COURSE_SEEDS: Record<string, CourseSeed> = {
  "python-full-stack": python,
  "java-full-stack": java,
  "azure-cloud": azure,
  "ai-machine-learning": aiml,
  "sql-database": sql,
};

// ---------------------------------------------------------------- the sample student

export const SAMPLE_STUDENT = {
  id: SAMPLE_STUDENT_ID,
  name: "Priya Sharma",
  email: "priya.sharma@example.com",
  phone: "+91 00000 12345",
  batchId: DEMO_BATCH.id,
  completedModules: 7,
  totalModules: 12,
  joinedDaysAgo: 84,
};

/** Her results for the batch's first three exams (SPEC.md marks 50/35, 75/50, 40/28). */
export const SAMPLE_RESULTS = [
  { examIndex: 0, score: 44 },
  { examIndex: 1, score: 46 },
  { examIndex: 2, score: 33 },
];

export const SAMPLE_DOUBTS = [
  {
    id: "sample-doubt-1",
    title: "Difference between a list and a tuple",
    description:
      "When should I use a tuple instead of a list? Both seem to store sequences, and I can loop over both the same way.",
    status: "resolved" as const,
    reply:
      "Use a tuple for a fixed group of values that belong together (like a coordinate or a database row) and a list for a collection that grows or changes. Tuples are immutable, so they can be dictionary keys and are slightly faster to create.",
    repliedBy: "Rahul Verma",
    daysAgo: 40,
    replyAfterHours: 3,
  },
  {
    id: "sample-doubt-2",
    title: "Django migration error: no such column",
    description:
      "I added a field to my Product model and now the product page says 'no such column'. I restarted the server but it did not help.",
    status: "resolved" as const,
    reply:
      "Adding a field changes the model, not the database. Run `python manage.py makemigrations` and then `python manage.py migrate`. If the field is required, give it a default (or null=True) so existing rows can be updated.",
    repliedBy: "Sneha Kulkarni",
    daysAgo: 12,
    replyAfterHours: 5,
  },
  {
    id: "sample-doubt-3",
    title: "When to use useEffect for fetching data?",
    description:
      "In the React module we fetch products inside useEffect. Is that still the recommended way, or should the data come from the Django API some other way?",
    status: "open" as const,
    daysAgo: 1,
  },
];

export const SAMPLE_ACHIEVEMENTS = [
  {
    id: "sample-achievement-1",
    title: "Python Fundamentals Certificate",
    description: "Completed modules 1 to 4 and passed the Python Fundamentals Assessment.",
    daysAgo: 50,
  },
  {
    id: "sample-achievement-2",
    title: "Perfect Attendance",
    description: "Attended every live class for four weeks in a row.",
    daysAgo: 30,
  },
  {
    id: "sample-achievement-3",
    title: "First API Deployed",
    description: "Shipped a working Django REST API in the project workshop.",
    daysAgo: 8,
  },
];
