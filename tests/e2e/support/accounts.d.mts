export const QUALITY_STAFF: { email: string; name: string; password: string };
export const SECOND_FACTOR_STAFF: { email: string; name: string; password: string };
