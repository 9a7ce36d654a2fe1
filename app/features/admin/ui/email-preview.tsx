import { cardVariants } from '#app/components/ui/card.ts';

export interface StoredEmail {
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  at: string;
}

/**
 * The e-mails kept when no SMTP server is configured. The HTML is shown in a sandboxed iframe
 * (no allow-scripts, no same-origin): whatever the message holds cannot run or reach the admin
 * page. The plain-text version sits beside it.
 */
export function EmailPreview({ emails }: { emails: StoredEmail[] }) {
  if (emails.length === 0) return null;
  return (
    <section aria-labelledby="emails-heading" className={cardVariants()}>
      <h2 id="emails-heading" className="mb-3 text-sm font-bold text-navy-900">
        Kept e-mails (no SMTP server configured)
      </h2>
      <div className="space-y-3">
        {emails.map((email) => (
          <details key={email.kind} className="rounded-md border border-slate-200">
            <summary className="cursor-pointer px-3 py-2 text-sm">
              <span className="font-semibold">
                {email.kind === 'operator' ? 'Operator e-mail' : 'Customer e-mail'}
              </span>{' '}
              to {email.to}: {email.subject}
            </summary>
            <div className="grid gap-3 border-t border-slate-200 p-3 lg:grid-cols-2">
              <iframe
                title={`${email.kind} e-mail, HTML version`}
                sandbox=""
                srcDoc={email.html}
                className="h-96 w-full rounded border border-slate-200 bg-white"
              />
              {/* Focusable so keyboard users can scroll a long message (axe scrollable-region). */}
              <pre
                tabIndex={0}
                aria-label={`${email.kind} e-mail, plain-text version`}
                className="h-96 overflow-auto rounded bg-slate-50 p-3 text-xs whitespace-pre-wrap text-slate-800"
              >
                {email.text}
              </pre>
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
