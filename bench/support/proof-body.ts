// The proof the benchmarks' owners create through POST /proofs: only the required fields.
export const proofBody = (title: string) => ({
  title,
  role: 'Engineer',
  orgName: 'Acme',
  description: 'A project worth proving, described properly.',
  startDate: '2025-01-10',
  skills: ['TypeScript'],
  outcomes: [{ description: 'It shipped' }],
});
