// The staff simulator's server state: its query keys, built here.
export const simulatorKeys = {
  all: ['simulations'] as const,
  adminLookups: () => [...simulatorKeys.all, 'admin-lookups'] as const,
  runs: (request: object) => [...simulatorKeys.all, 'runs', request] as const,
};
