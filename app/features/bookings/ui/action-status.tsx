/**
 * What a register form's post came to: its message, and under it each rule that refused (or each
 * date not recorded) in its own words, so the operator reads exactly why nothing was saved.
 */
export function ActionStatus({
  result,
}: {
  result: { ok: boolean; message: string; reasons?: string[] };
}) {
  const tone = result.ok && !result.reasons?.length ? 'text-emerald-800' : 'text-dragon-700';
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
