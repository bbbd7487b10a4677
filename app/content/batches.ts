/**
 * SPEC.md "Signup form": the five batches a new student can join, in the
 * order the signup select lists them. The seed writes them to the batches
 * table; the course id names the course in course-catalogue.ts.
 */
export const BATCHES = [
  { id: "python-a", name: "Python Full Stack - Batch A", courseId: "python-full-stack" },
  { id: "python-b", name: "Python Full Stack - Batch B", courseId: "python-full-stack" },
  { id: "azure-a", name: "Azure Cloud - Batch A", courseId: "azure-cloud" },
  { id: "java-a", name: "Java Full Stack - Batch A", courseId: "java-full-stack" },
  { id: "aiml-a", name: "AI/ML - Batch A", courseId: "ai-machine-learning" },
] as const;

export type BatchId = (typeof BATCHES)[number]["id"];

export const BATCH_IDS = BATCHES.map((b) => b.id) as [BatchId, ...BatchId[]];

/** Every course runs in 12 modules (SPEC.md: "7 of 12 modules"). */
export const MODULES_PER_COURSE = 12;
