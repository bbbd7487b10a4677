/*
 * The seeded exams of each course: four in-portal tests with SPEC.md's marks
 * (50/35, 75/50, 40/28, 60/42), each naming the curriculum module it tests
 * and held on the Sunday (10:00 India time) of a week counted from the
 * batch's start. Every question is real and answerable from the course page's
 * topics for that module; the marks of a test's questions add up to its total.
 */
import type { QuestionKind } from "~/lib/exam-marking";

export interface SeedQuestion {
  kind: QuestionKind;
  prompt: string;
  options?: string[];
  /** 1-based option numbers, as a trainer types them. */
  correct?: number[];
  answer?: number;
  tolerance?: number;
  marks: number;
}

export interface SeedExam {
  title: string;
  description: string;
  topics: string[];
  /** The curriculum week it tests. */
  module: number;
  /** The week of the batch (1 = the first) whose Sunday it is held on. */
  week: number;
  durationMinutes: number;
  totalMarks: number;
  passingMarks: number;
  questions: SeedQuestion[];
}

const single = (prompt: string, options: string[], correct: number, marks: number): SeedQuestion => ({
  kind: "single",
  prompt,
  options,
  correct: [correct],
  marks,
});
const multiple = (prompt: string, options: string[], correct: number[], marks: number): SeedQuestion => ({
  kind: "multiple",
  prompt,
  options,
  correct,
  marks,
});
const numeric = (prompt: string, answer: number, marks: number, tolerance = 0): SeedQuestion => ({
  kind: "numeric",
  prompt,
  answer,
  tolerance,
  marks,
});

// SPEC.md "Exam sample marks (total/passing)", in order, and the durations the demo has always shown.
const SLOTS = [
  { totalMarks: 50, passingMarks: 35, durationMinutes: 60 },
  { totalMarks: 75, passingMarks: 50, durationMinutes: 90 },
  { totalMarks: 40, passingMarks: 28, durationMinutes: 45 },
  { totalMarks: 60, passingMarks: 42, durationMinutes: 75 },
] as const;

type ExamText = Omit<SeedExam, "durationMinutes" | "totalMarks" | "passingMarks">;

function withSlots(exams: [ExamText, ExamText, ExamText, ExamText]): SeedExam[] {
  return exams.map((exam, i) => ({ ...exam, ...SLOTS[i] }));
}

const python = withSlots([
  {
    title: "Python Fundamentals Assessment",
    description: "Core syntax, data types, control flow, functions and the built-in collections.",
    topics: ["Data types", "Control flow", "Functions", "Lists and dictionaries"],
    module: 2,
    week: 2,
    questions: [
      single("What does len([3, 1, 4, 1, 5]) return?", ["4", "5", "15", "An error"], 2, 15),
      multiple(
        "Which of these objects are immutable in Python?",
        ["A tuple", "A list", "A string", "A dictionary"],
        [1, 3],
        15,
      ),
      numeric("What is the value of 17 // 5 + 17 % 5?", 5, 20),
    ],
  },
  {
    title: "OOP and Error Handling Test",
    description: "Classes, inheritance, exceptions and working with files.",
    topics: ["Classes and objects", "Inheritance", "Exceptions", "Context managers"],
    module: 3,
    week: 3,
    questions: [
      single(
        "Which method does Python call to initialise a new object of a class?",
        ["__new_object__", "__init__", "__start__", "constructor"],
        2,
        25,
      ),
      multiple(
        "Which statements about try/except/finally are true?",
        [
          "The finally block runs whether or not an exception was raised",
          "An except block can name several exception types in a tuple",
          "A try block must always have an else block",
          "Catching Exception also catches KeyboardInterrupt",
        ],
        [1, 2],
        25,
      ),
      numeric("class A: n = 1\nclass B(A): n = A.n + 1\nclass C(B): n = B.n * 3\nWhat is C.n?", 6, 25),
    ],
  },
  {
    title: "SQL and PostgreSQL Quiz",
    description: "Queries, joins, aggregates and keys in PostgreSQL.",
    topics: ["SELECT and WHERE", "Joins", "GROUP BY", "Keys and constraints"],
    module: 6,
    week: 6,
    questions: [
      single(
        "Which join returns every row of the left table, with NULLs where the right table has no match?",
        ["INNER JOIN", "LEFT JOIN", "CROSS JOIN", "SELF JOIN"],
        2,
        10,
      ),
      multiple(
        "In SELECT customer_id, SUM(amount) FROM orders WHERE ... GROUP BY customer_id HAVING ..., which parts work on each group rather than on single rows?",
        ["The HAVING condition", "The WHERE condition", "SUM(amount)", "The FROM clause"],
        [1, 3],
        15,
      ),
      numeric(
        "A table orders has 3 rows for customer 1 and 2 rows for customer 2. How many rows does SELECT customer_id, COUNT(*) FROM orders GROUP BY customer_id return?",
        2,
        15,
      ),
    ],
  },
  {
    title: "Django and REST APIs Mid-term",
    description: "Models, the ORM, views, serializers and authentication in Django REST Framework.",
    topics: ["Models and ORM", "Views and URLs", "Serializers", "Authentication"],
    module: 8,
    week: 9,
    questions: [
      single(
        "Which command writes the migration files for changes you made to your models?",
        [
          "python manage.py migrate",
          "python manage.py makemigrations",
          "python manage.py syncdb",
          "python manage.py runserver",
        ],
        2,
        20,
      ),
      multiple(
        "Which of these does a DRF ModelSerializer give you without writing them by hand?",
        [
          "Fields taken from the model",
          "Validation from the model's field types",
          "create() and update()",
          "URL routing",
        ],
        [1, 2, 3],
        20,
      ),
      numeric(
        "An API pages its results 20 at a time (PAGE_SIZE = 20). How many pages does a list of 130 products take?",
        7,
        20,
      ),
    ],
  },
]);

const java = withSlots([
  {
    title: "Core Java Assessment",
    description: "Syntax, types and control flow in Java.",
    topics: ["Primitive types", "Operators", "Loops", "Methods"],
    module: 1,
    week: 2,
    questions: [
      single(
        "Which of these is not a primitive type in Java?",
        ["int", "boolean", "String", "double"],
        3,
        15,
      ),
      multiple(
        "Which loops run their body at least once, whatever the condition?",
        ["do-while", "while", "for", "enhanced for over an empty list"],
        [1],
        15,
      ),
      numeric("What does 7 / 2 * 2 evaluate to in Java, with int operands?", 6, 20),
    ],
  },
  {
    title: "Object-Oriented Java Test",
    description: "Classes, interfaces, inheritance and polymorphism.",
    topics: ["Classes", "Interfaces", "Inheritance", "Polymorphism"],
    module: 2,
    week: 3,
    questions: [
      single(
        "Which keyword lets a class take on the methods of an interface?",
        ["extends", "implements", "inherits", "uses"],
        2,
        25,
      ),
      multiple(
        "Which statements about Java classes are true?",
        [
          "A class can extend only one class",
          "A class can implement several interfaces",
          "A final class can be extended",
          "An abstract class can have a constructor",
        ],
        [1, 2, 4],
        25,
      ),
      numeric(
        "class A { int f() { return 2; } } class B extends A { int f() { return 3 * super.f(); } }\nWhat does new B().f() return?",
        6,
        25,
      ),
    ],
  },
  {
    title: "SQL and JDBC Quiz",
    description: "Relational queries and database access from Java.",
    topics: ["Joins", "Transactions", "PreparedStatement", "Connection pools"],
    module: 6,
    week: 6,
    questions: [
      single(
        "Why use a PreparedStatement with ? parameters instead of building the SQL string?",
        [
          "It runs without a connection",
          "It prevents SQL injection",
          "It needs no driver",
          "It commits automatically",
        ],
        2,
        10,
      ),
      multiple(
        "Which belong to a database transaction's guarantees (ACID)?",
        ["Atomicity", "Consistency", "Availability", "Durability"],
        [1, 2, 4],
        15,
      ),
      numeric("How many rows does a CROSS JOIN of a 4-row table and a 5-row table return?", 20, 15),
    ],
  },
  {
    title: "Spring Boot Mid-term",
    description: "Dependency injection, JPA entities and REST controllers.",
    topics: ["Beans", "Spring Data JPA", "REST controllers", "Validation"],
    module: 8,
    week: 9,
    questions: [
      single(
        "Which annotation marks a class whose methods answer HTTP requests with JSON?",
        ["@Service", "@Repository", "@RestController", "@Entity"],
        3,
        20,
      ),
      multiple(
        "Which of these does a Spring Data JPA repository interface give you without code?",
        [
          "save()",
          "findById()",
          "Query methods from their names, e.g. findByEmail",
          "An HTML page per entity",
        ],
        [1, 2, 3],
        20,
      ),
      numeric("An HTTP API answers 'created' with which status code?", 201, 20),
    ],
  },
]);

const aiml = withSlots([
  {
    title: "Python for Data Science Assessment",
    description: "NumPy, pandas and loading data.",
    topics: ["NumPy arrays", "pandas DataFrames", "Indexing", "Reading CSV files"],
    module: 1,
    week: 2,
    questions: [
      single(
        "Which pandas function reads a CSV file into a DataFrame?",
        ["pd.load_csv", "pd.read_csv", "pd.open", "pd.DataFrame.csv"],
        2,
        15,
      ),
      multiple(
        "Which expressions give the number of rows of a DataFrame df?",
        ["len(df)", "df.shape[0]", "df.size", "df.columns.size"],
        [1, 2],
        15,
      ),
      numeric("np.arange(10).reshape(2, 5).sum(axis=1)[1] is what number?", 35, 20),
    ],
  },
  {
    title: "Statistics and EDA Test",
    description: "The mathematics you need, and exploring a data set.",
    topics: ["Mean and median", "Variance", "Probability", "Outliers"],
    module: 3,
    week: 3,
    questions: [
      single("Which is least affected by one very large outlier?", ["Mean", "Median", "Range", "Sum"], 2, 25),
      multiple(
        "Which of these describe how spread out data is?",
        ["Standard deviation", "Interquartile range", "Mode", "Variance"],
        [1, 2, 4],
        25,
      ),
      numeric("What is the mean of 4, 8, 6, 2 and 10?", 6, 25),
    ],
  },
  {
    title: "Classical Machine Learning Quiz",
    description: "Regression, classification and unsupervised learning.",
    topics: ["Linear regression", "Classification metrics", "Clustering", "Overfitting"],
    module: 6,
    week: 6,
    questions: [
      single(
        "A model scores 99% on training data and 60% on test data. What is the likeliest problem?",
        ["Underfitting", "Overfitting", "Data leakage into the test set", "Too few features"],
        2,
        10,
      ),
      multiple(
        "Which of these are unsupervised methods?",
        ["k-means", "PCA", "Logistic regression", "DBSCAN"],
        [1, 2, 4],
        15,
      ),
      numeric(
        "A classifier has 40 true positives and 10 false positives. What is its precision (as a decimal, e.g. 0.5)?",
        0.8,
        15,
        0.01,
      ),
    ],
  },
  {
    title: "Deep Learning Mid-term",
    description: "Neural networks, training and computer vision.",
    topics: ["Activation functions", "Backpropagation", "CNNs", "Regularisation"],
    module: 9,
    week: 10,
    questions: [
      single(
        "Which layer type slides learned filters over an image?",
        ["Dense", "Convolutional", "Dropout", "Embedding"],
        2,
        20,
      ),
      multiple(
        "Which help against overfitting a neural network?",
        ["Dropout", "More training data or augmentation", "Early stopping", "Removing the validation set"],
        [1, 2, 3],
        20,
      ),
      numeric(
        "A 32x32 image goes through a 3x3 convolution with no padding and stride 1. How wide is the output?",
        30,
        20,
      ),
    ],
  },
]);

const azure = withSlots([
  {
    title: "Azure Fundamentals Assessment",
    description: "Cloud concepts, regions and pricing (AZ-900 style).",
    topics: ["Cloud models", "Regions", "Pricing", "SLAs"],
    module: 1,
    week: 2,
    questions: [
      single(
        "In which model does the provider run the operating system and runtime, and you deploy only your code?",
        ["IaaS", "PaaS", "On-premises", "Colocation"],
        2,
        15,
      ),
      multiple(
        "Which are benefits of the cloud's consumption-based pricing?",
        [
          "No upfront hardware cost",
          "Pay only for what you use",
          "Fixed monthly bill whatever you use",
          "Scale down to save money",
        ],
        [1, 2, 4],
        15,
      ),
      numeric(
        "A service promises a 99.9% monthly SLA. About how many minutes of downtime does that allow in a 30-day month?",
        43.2,
        20,
        0.5,
      ),
    ],
  },
  {
    title: "Identity and Compute Test",
    description: "Entra ID, RBAC and virtual machines.",
    topics: ["Entra ID", "RBAC", "Virtual machines", "Availability"],
    module: 3,
    week: 3,
    questions: [
      single(
        "Which built-in role can manage everything in a resource group except access to it?",
        ["Owner", "Contributor", "Reader", "User Access Administrator"],
        2,
        25,
      ),
      multiple(
        "Which protect a VM workload from one datacentre failing?",
        [
          "Availability zones",
          "Availability sets",
          "A bigger VM size",
          "Azure Site Recovery to another region",
        ],
        [1, 4],
        25,
      ),
      numeric(
        "A VM costs Rs 10 per hour. What does it cost to run it 8 hours a day for 30 days, in rupees?",
        2400,
        25,
      ),
    ],
  },
  {
    title: "Storage and Networking Quiz",
    description: "Storage accounts, redundancy and virtual networks.",
    topics: ["Blob tiers", "Redundancy", "VNets", "NSGs"],
    module: 5,
    week: 6,
    questions: [
      single(
        "Which blob access tier is cheapest to store but slowest to read?",
        ["Hot", "Cool", "Archive", "Premium"],
        3,
        10,
      ),
      multiple(
        "What can a network security group rule filter on?",
        ["Source IP range", "Destination port", "Protocol", "The VM's operating system"],
        [1, 2, 3],
        15,
      ),
      numeric("How many addresses does a /24 IPv4 subnet contain in total?", 256, 15),
    ],
  },
  {
    title: "Azure Administrator Mid-term",
    description: "Databases, containers and infrastructure as code.",
    topics: ["Azure SQL", "Containers", "Bicep", "Monitoring"],
    module: 8,
    week: 9,
    questions: [
      single(
        "Which service runs a container without managing servers or a cluster?",
        ["Azure Container Instances", "Azure Virtual Machines", "Azure Batch", "Azure Bastion"],
        1,
        20,
      ),
      multiple(
        "Which are true of Bicep files?",
        [
          "They compile to ARM templates",
          "They describe resources declaratively",
          "They run only on Linux",
          "Deploying the same file twice gives the same result",
        ],
        [1, 2, 4],
        20,
      ),
      numeric(
        "A container app runs 3 replicas of 0.5 vCPU each. How many vCPUs is that in total?",
        1.5,
        20,
        0.01,
      ),
    ],
  },
]);

const sql = withSlots([
  {
    title: "SQL Basics Assessment",
    description: "Tables, keys and simple queries on one table.",
    topics: ["SELECT", "WHERE", "ORDER BY", "Primary keys"],
    module: 1,
    week: 1,
    questions: [
      single("Which clause sorts the result of a query?", ["GROUP BY", "ORDER BY", "SORT", "HAVING"], 2, 15),
      multiple(
        "Which are true of a primary key?",
        ["It is unique", "It cannot be NULL", "A table can have several", "It identifies one row"],
        [1, 2, 4],
        15,
      ),
      numeric("SELECT 10 - 3 * 2; returns what number?", 4, 20),
    ],
  },
  {
    title: "Filtering and Joins Test",
    description: "Aggregates, joins and subqueries.",
    topics: ["COUNT and SUM", "Inner joins", "Outer joins", "Subqueries"],
    module: 3,
    week: 3,
    questions: [
      single(
        "Which condition finds rows where email has no value?",
        ["email = NULL", "email IS NULL", "email == ''", "NOT email"],
        2,
        25,
      ),
      multiple("Which are aggregate functions?", ["COUNT", "AVG", "UPPER", "MAX"], [1, 2, 4], 25),
      numeric(
        "students has 30 rows, 6 of them with city = 'Pune'. How many rows does SELECT * FROM students WHERE city <> 'Pune' return, if no city is NULL?",
        24,
        25,
      ),
    ],
  },
  {
    title: "Database Design Quiz",
    description: "Normalisation, keys and constraints.",
    topics: ["Normal forms", "Foreign keys", "Constraints", "Indexes"],
    module: 4,
    week: 4,
    questions: [
      single(
        "A table stores a customer's city in every order row. Which normal form does this break?",
        ["First", "Third", "It breaks none", "Boyce-Codd only"],
        2,
        10,
      ),
      multiple(
        "Which constraints stop bad data at the database itself?",
        ["CHECK", "FOREIGN KEY", "UNIQUE", "A comment on the column"],
        [1, 2, 3],
        15,
      ),
      numeric("A many-to-many link between students and courses needs how many tables in all?", 3, 15),
    ],
  },
  {
    title: "Advanced Queries Mid-term",
    description: "Window functions, CTEs and views.",
    topics: ["Window functions", "CTEs", "Views", "Transactions"],
    module: 5,
    week: 6,
    questions: [
      single(
        "Which function numbers rows 1, 2, 3 within each partition, with no ties?",
        ["RANK()", "DENSE_RANK()", "ROW_NUMBER()", "NTILE()"],
        3,
        20,
      ),
      multiple(
        "Which are true of a common table expression (WITH ...)?",
        [
          "It can make a long query readable",
          "It can be recursive",
          "It is stored in the database like a table",
          "A query can use it more than once",
        ],
        [1, 2, 4],
        20,
      ),
      numeric(
        "Salaries 100, 200, 200, 300: what does DENSE_RANK() give 300 when ordered from lowest?",
        3,
        20,
      ),
    ],
  },
]);

export const SEED_EXAMS: Record<string, SeedExam[]> = {
  "python-full-stack": python,
  "java-full-stack": java,
  "ai-machine-learning": aiml,
  "azure-cloud": azure,
  "sql-database": sql,
};
