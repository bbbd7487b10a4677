export const QUALITY_STAFF: { email: string; name: string; password: string };
