/**
 * What a register form's post came to: its message, and under it each rule that refused (or each
 * date not recorded) in its own words, so the operator reads exactly why nothing was saved.
 */
export function ActionStatus({
  result,
}: {
  result: { ok: boolean; message: string; reasons?: string[] };
}) {
  // Saved with a warning (dates nobody recorded) reads apart from both saved and refused.
  const tone = !result.ok
    ? 'text-dragon-700'
    : result.reasons?.length
      ? 'text-amber-900'
      : 'text-emerald-800';
  return (
    <div role="status" className={`mb-4 text-sm ${tone}`}>
      <p className="font-semibold">{result.message}</p>
      {result.reasons?.length ? (
        <ul className="mt-1 list-disc space-y-1 pl-5" data-reasons="">
          {result.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
