/** Query keys of the insights screen; a refresh invalidates them all. */
export const insightsKeys = {
  all: ['admin', 'insights'] as const,
  range: (from: string, to: string) => ['admin', 'insights', from, to] as const,
  funnel: (courseId: string, from: string, to: string) => ['admin', 'insights', from, to, 'funnel', courseId] as const,
};
