// The root of every organiser read's query key. A change that can move any figure of the admin
// area (a correction, a regrade, a setup file applied) invalidates it, so every admin screen reads
// again; each feature's keys start with it.
export const adminReadsKey = ['admin'] as const;
