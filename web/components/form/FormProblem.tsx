/** What is wrong with a whole form, said at once; its field points here with aria-describedby. */
export function FormProblem({ id, problem }: { id: string; problem: string | null }) {
  if (!problem) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-red-800">
      {problem}
    </p>
  );
}
