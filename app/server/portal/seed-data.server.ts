/*
 * What the seed writes for the portal: each course's weekly timetable,
 * lesson titles, links and starter project (the module notes, course plan
 * and tracker are written from the course page's curriculum, and the exams
 * are in seed-exams.server.ts), and SPEC.md's sample student with her
 * doubts and achievements. Dates are offsets from the day the seed runs or
 * from the batch's start, so a fresh database always has a live-looking
 * schedule.
 */
import { type ClassType as SessionType, DEMO_BATCH, type SeededBatchId } from "~/content/batches";
import type { ZipEntry } from "../document-files.server";
import { SAMPLE_STUDENT_ID } from "./sample-student.server";

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
  /** Honest links to free, official material: no size, "Open". */
  links: {
    title: string;
    description: string;
    type: "Link" | "Video" | "PDF";
    module: number;
    url: string;
  }[];
  /** A small project students download as a ZIP. */
  starter: { module: number; title: string; description: string; files: ZipEntry[] };
}

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
  links: [
    {
      title: "Think Python (2nd edition)",
      description:
        "A free textbook that builds Python from first principles, with exercises for every chapter.",
      type: "PDF",
      module: 1,
      url: "https://greenteapress.com/thinkpython2/thinkpython2.pdf",
    },
    {
      title: "The Python Tutorial",
      description: "The official tutorial: read sections 3 to 5 alongside this module.",
      type: "Link",
      module: 2,
      url: "https://docs.python.org/3/tutorial/index.html",
    },
    {
      title: "PostgreSQL tutorial",
      description: "The official PostgreSQL tutorial: creating tables, querying, joins and aggregates.",
      type: "Link",
      module: 6,
      url: "https://www.postgresql.org/docs/current/tutorial.html",
    },
    {
      title: "Django tutorial, parts 1 to 8",
      description: "Build the polls app step by step: models, views, templates, forms and tests.",
      type: "Link",
      module: 7,
      url: "https://docs.djangoproject.com/en/stable/intro/tutorial01/",
    },
    {
      title: "Django REST Framework quickstart",
      description: "Serializers, viewsets and routers: the API you will extend in the capstone project.",
      type: "Link",
      module: 8,
      url: "https://www.django-rest-framework.org/tutorial/quickstart/",
    },
    {
      title: "React: Thinking in React",
      description: "How to break a UI into components and decide where state lives.",
      type: "Link",
      module: 9,
      url: "https://react.dev/learn/thinking-in-react",
    },
    {
      title: "PyCon talks: Python in practice",
      description: "Recorded conference talks on testing, packaging and writing idiomatic Python.",
      type: "Video",
      module: 11,
      url: "https://www.youtube.com/@PyConUS",
    },
  ],
  starter: {
    module: 2,
    title: "Starter project: expense tracker",
    description: "A small command-line program with tests, to extend with this module's data structures.",
    files: [
      {
        name: "expense-tracker/README.md",
        content:
          "# Expense tracker\n\nRun it with `python expenses.py` and the tests with `python -m pytest`.\n\nYour tasks:\n1. Add a `by_category` function that returns a dict of category -> total.\n2. Save the expenses to `expenses.json` and load them at start.\n3. Add a test for each.\n",
      },
      {
        name: "expense-tracker/expenses.py",
        content:
          'from dataclasses import dataclass\n\n\n@dataclass\nclass Expense:\n    description: str\n    category: str\n    amount: float\n\n\ndef total(expenses: list[Expense]) -> float:\n    return sum(e.amount for e in expenses)\n\n\nif __name__ == "__main__":\n    items = [Expense("Lunch", "food", 180.0), Expense("Metro card", "travel", 500.0)]\n    print(f"Total: Rs {total(items):.2f}")\n',
      },
      {
        name: "expense-tracker/test_expenses.py",
        content:
          'from expenses import Expense, total\n\n\ndef test_total_adds_amounts():\n    assert total([Expense("a", "food", 10), Expense("b", "food", 5.5)]) == 15.5\n\n\ndef test_total_of_nothing_is_zero():\n    assert total([]) == 0\n',
      },
    ],
  },
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
  links: [
    {
      title: "Learn Java on dev.java",
      description: "Oracle's official learning path: language basics to the collections framework.",
      type: "Link",
      module: 1,
      url: "https://dev.java/learn/",
    },
    {
      title: "Java channel: language deep dives",
      description: "Talks and short videos from the Java team on records, streams and modern Java.",
      type: "Video",
      module: 4,
      url: "https://www.youtube.com/@java",
    },
    {
      title: "Spring Boot reference guide",
      description: "Auto-configuration, starters, externalised configuration and Actuator.",
      type: "Link",
      module: 7,
      url: "https://docs.spring.io/spring-boot/index.html",
    },
    {
      title: "Building a RESTful web service",
      description: "The official Spring guide, step by step, with a working sample project.",
      type: "Link",
      module: 9,
      url: "https://spring.io/guides/gs/rest-service/",
    },
    {
      title: "Angular tutorial: your first app",
      description: "Components, templates, routing and services in the official Angular tutorial.",
      type: "Link",
      module: 10,
      url: "https://angular.dev/tutorials/first-app",
    },
  ],
  starter: {
    module: 5,
    title: "Starter project: Maven with JUnit 5",
    description:
      "A Maven project that builds and tests from the first command: add your classes and tests to it.",
    files: [
      {
        name: "java-starter/README.md",
        content:
          "# Java starter\n\nBuild and test with `mvn test` (Java 21 and Maven 3.9).\n\nYour task: add a `GradeBook` class that keeps marks per student and returns the class average, with tests.\n",
      },
      {
        name: "java-starter/pom.xml",
        content:
          '<?xml version="1.0" encoding="UTF-8"?>\n<project xmlns="http://maven.apache.org/POM/4.0.0">\n  <modelVersion>4.0.0</modelVersion>\n  <groupId>com.example</groupId>\n  <artifactId>java-starter</artifactId>\n  <version>1.0.0</version>\n  <properties>\n    <maven.compiler.release>21</maven.compiler.release>\n    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>\n  </properties>\n  <dependencies>\n    <dependency>\n      <groupId>org.junit.jupiter</groupId>\n      <artifactId>junit-jupiter</artifactId>\n      <version>5.11.3</version>\n      <scope>test</scope>\n    </dependency>\n  </dependencies>\n  <build>\n    <plugins>\n      <plugin>\n        <artifactId>maven-surefire-plugin</artifactId>\n        <version>3.5.2</version>\n      </plugin>\n    </plugins>\n  </build>\n</project>\n',
      },
      {
        name: "java-starter/src/main/java/com/example/Greeter.java",
        content:
          'package com.example;\n\npublic class Greeter {\n    public String greet(String name) {\n        return "Hello, " + name + "!";\n    }\n}\n',
      },
      {
        name: "java-starter/src/test/java/com/example/GreeterTest.java",
        content:
          'package com.example;\n\nimport static org.junit.jupiter.api.Assertions.assertEquals;\n\nimport org.junit.jupiter.api.Test;\n\nclass GreeterTest {\n    @Test\n    void greetsByName() {\n        assertEquals("Hello, Asha!", new Greeter().greet("Asha"));\n    }\n}\n',
      },
    ],
  },
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
  links: [
    {
      title: "Azure Fundamentals learning path",
      description: "Microsoft Learn modules covering cloud concepts, architecture and management.",
      type: "Link",
      module: 1,
      url: "https://learn.microsoft.com/en-us/training/paths/microsoft-azure-fundamentals-describe-cloud-concepts/",
    },
    {
      title: "Azure Friday",
      description: "Short videos in which the Azure team demonstrates one service at a time.",
      type: "Video",
      module: 3,
      url: "https://learn.microsoft.com/en-us/shows/azure-friday/",
    },
    {
      title: "Azure Architecture Center",
      description: "Reference architectures and design patterns used in our lab reviews.",
      type: "Link",
      module: 6,
      url: "https://learn.microsoft.com/en-us/azure/architecture/",
    },
    {
      title: "Bicep documentation",
      description: "Declare your infrastructure as code and deploy it repeatably.",
      type: "Link",
      module: 9,
      url: "https://learn.microsoft.com/en-us/azure/azure-resource-manager/bicep/overview",
    },
  ],
  starter: {
    module: 9,
    title: "Starter template: storage account in Bicep",
    description: "A Bicep file to deploy in the lab, then extend with an App Service plan and a web app.",
    files: [
      {
        name: "bicep-starter/README.md",
        content:
          "# Bicep starter\n\nDeploy into your lab resource group:\n\n    az deployment group create --resource-group <your-rg> --template-file main.bicep\n\nThen add an App Service plan and a web app that reads from this storage account.\n",
      },
      {
        name: "bicep-starter/main.bicep",
        content:
          "@description('Where the resources go')\nparam location string = resourceGroup().location\n\n@description('A globally unique storage account name')\nparam storageName string = 'st${uniqueString(resourceGroup().id)}'\n\nresource storage 'Microsoft.Storage/storageAccounts@2023-05-01' = {\n  name: storageName\n  location: location\n  sku: { name: 'Standard_LRS' }\n  kind: 'StorageV2'\n  properties: { minimumTlsVersion: 'TLS1_2' }\n}\n\noutput storageId string = storage.id\n",
      },
    ],
  },
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
  links: [
    {
      title: "Think Stats (2nd edition)",
      description: "Exploratory data analysis in Python: the statistics behind machine learning.",
      type: "PDF",
      module: 3,
      url: "https://greenteapress.com/thinkstats2/thinkstats2.pdf",
    },
    {
      title: "scikit-learn user guide",
      description: "Supervised and unsupervised learning with worked examples.",
      type: "Link",
      module: 4,
      url: "https://scikit-learn.org/stable/user_guide.html",
    },
    {
      title: "Neural networks, visually",
      description: "3Blue1Brown's series on how neural networks learn, with backpropagation explained.",
      type: "Video",
      module: 8,
      url: "https://www.3blue1brown.com/topics/neural-networks",
    },
    {
      title: "TensorFlow beginner tutorials",
      description: "Train your first Keras models for images and text.",
      type: "Link",
      module: 8,
      url: "https://www.tensorflow.org/tutorials",
    },
  ],
  starter: {
    module: 1,
    title: "Starter data set: monthly sales",
    description: "A small CSV and a script that loads it with pandas: the data for this module's exercises.",
    files: [
      {
        name: "sales-starter/README.md",
        content:
          "# Monthly sales\n\nInstall pandas (`pip install pandas`) and run `python explore.py`.\n\nExercises:\n1. Which region sold most in total?\n2. Add a column with each month's change from the month before.\n3. Plot the East region's sales by month.\n",
      },
      {
        name: "sales-starter/sales.csv",
        content:
          "month,region,units,revenue_rupees\n2026-01,North,120,599880\n2026-01,East,95,474905\n2026-02,North,132,659868\n2026-02,East,101,504899\n2026-03,North,128,639872\n2026-03,East,117,584883\n",
      },
      {
        name: "sales-starter/explore.py",
        content:
          'import pandas as pd\n\nsales = pd.read_csv("sales.csv")\nprint(sales.head())\nprint(sales.groupby("region")["revenue_rupees"].sum())\n',
      },
    ],
  },
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
  links: [
    {
      title: "PostgreSQL tutorial",
      description: "The official tutorial: creating tables, querying, joins and aggregates.",
      type: "Link",
      module: 1,
      url: "https://www.postgresql.org/docs/current/tutorial.html",
    },
    {
      title: "Window functions explained",
      description: "The PostgreSQL manual's walk-through of window functions, with examples.",
      type: "Link",
      module: 5,
      url: "https://www.postgresql.org/docs/current/tutorial-window.html",
    },
    {
      title: "Use The Index, Luke",
      description: "A free guide to SQL indexing and query performance for developers.",
      type: "Link",
      module: 7,
      url: "https://use-the-index-luke.com/",
    },
  ],
  starter: {
    module: 1,
    title: "Practice database: a small shop",
    description: "Tables and rows to load into PostgreSQL or MySQL, and the first exercises.",
    files: [
      {
        name: "shop-db/README.md",
        content:
          "# Practice database\n\nLoad it with `psql -f schema.sql` (or `mysql < schema.sql`), then work through exercises.sql.\n",
      },
      {
        name: "shop-db/schema.sql",
        content:
          "CREATE TABLE customers (id INTEGER PRIMARY KEY, name VARCHAR(100) NOT NULL, city VARCHAR(60) NOT NULL);\nCREATE TABLE orders (id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(id), amount_rupees INTEGER NOT NULL CHECK (amount_rupees > 0), ordered_on DATE NOT NULL);\n\nINSERT INTO customers VALUES (1, 'Asha Rao', 'Pune'), (2, 'Vikram Shah', 'Mumbai'), (3, 'Meena Iyer', 'Chennai');\nINSERT INTO orders VALUES (1, 1, 1499, '2026-01-05'), (2, 1, 899, '2026-01-19'), (3, 2, 4999, '2026-02-02'), (4, 3, 650, '2026-02-11');\n",
      },
      {
        name: "shop-db/exercises.sql",
        content:
          "-- 1. List every customer in Pune.\n-- 2. Show each order with its customer's name, newest first.\n-- 3. Total amount per customer, including customers with no orders.\n",
      },
    ],
  },
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
  /** She joined the demo batch when it started; it is in its eighth week, modules 1 to 7 done. */
  batchId: DEMO_BATCH.id,
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
    daysAgo: 6,
    replyAfterHours: 5,
  },
  {
    id: "sample-doubt-3",
    title: "Serializer or ModelSerializer?",
    description:
      "In this week's REST API class we wrote a serializer field by field. When should I use a ModelSerializer instead, and can I still validate a field myself with it?",
    status: "open" as const,
    daysAgo: 1,
  },
];

export const SAMPLE_ACHIEVEMENTS = [
  {
    id: "sample-achievement-1",
    title: "Python Fundamentals Certificate",
    description: "Completed modules 1 and 2 and passed the Python Fundamentals Assessment.",
    daysAgo: 35,
  },
  {
    id: "sample-achievement-2",
    title: "Perfect Attendance",
    description: "Attended every live class for four weeks in a row.",
    daysAgo: 20,
  },
  {
    id: "sample-achievement-3",
    title: "First Django App Deployed",
    description: "Put a Django app with its admin online in the project workshop.",
    daysAgo: 3,
  },
];
