/** The messages of one field, under it; the field points here with aria-describedby. */
export function FieldError({ id, messages }: { id: string; messages: readonly string[] | undefined }) {
  if (!messages || messages.length === 0) return null;
  return (
    <div id={id} className="mt-1.5 space-y-0.5">
      {messages.map((message) => (
        <p key={message} className="flex items-start gap-1.5 text-sm font-medium text-red-700">
          <span aria-hidden="true" className="mt-0.5 inline-flex h-4 w-4 shrink-0 items-center justify-center rounded-full bg-red-700 text-[10px] font-bold text-white">
            !
          </span>
          <span>{message}</span>
        </p>
      ))}
    </div>
  );
}
