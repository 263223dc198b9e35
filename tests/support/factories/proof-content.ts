// A proof's content as the editor sends it to POST and PUT /proofs; a test overrides only the
// fields it is about.
export const proofContent = (overrides: Record<string, unknown> = {}) => ({
  title: 'Checkout rewrite',
  role: 'Tech lead',
  orgName: 'Acme',
  description: 'Rebuilt the checkout flow end to end.',
  startDate: '2025-01-10',
  endDate: '',
  skills: ['TypeScript'],
  outcomes: [{ description: 'Checkout 40% faster', metric: '-40%' }],
  links: [],
  ...overrides,
});
