/**
 * The sample student (SPEC.md's Priya Sharma) whose portal visitors see as
 * the demo. Only the id lives here, so that every portal request does not
 * load the seed data (seed-data.server.ts) to know whose portal to show.
 */
export const SAMPLE_STUDENT_ID = "sample-student";
