import { CLIENT_SECTORS } from '#app/content/home.ts';
import { ContentIcon } from '../icon.tsx';

/** "Client logos" of the spec: the kinds of client we carry, as we name no companies. */
export function ClientSectors() {
  return (
    <section
      aria-labelledby="clients-title"
      className="border-y border-slate-100 bg-slate-50/60 py-10"
    >
      <div className="container-page">
        <h2
          id="clients-title"
          className="text-center text-sm font-semibold tracking-wide text-slate-500 uppercase"
        >
          Trusted by groups across South Wales
        </h2>
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-8">
          {CLIENT_SECTORS.map((s) => (
            <li
              key={s.name}
              className="text-navy-800 flex flex-col items-center gap-2 rounded-xl px-2 py-3 text-center text-sm font-semibold"
            >
              <ContentIcon name={s.icon} className="text-navy-600 size-7" />
              {s.name}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
