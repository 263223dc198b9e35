import { sectionInner, sectionTitle } from './ui';

const testimonials = [
  {
    quote: 'My manager co-signed the launch I led within a day. Recruiters stopped asking me to prove the numbers.',
    name: 'Priya Raman',
    role: 'Senior Product Manager',
  },
  {
    quote: 'A proof number is something a recruiter can check. A bullet point on a résumé is not.',
    name: 'Marcus Lee',
    role: 'Staff Software Engineer',
  },
  {
    quote: 'Two peers validated our rebrand project and I shared it the same week. It started more conversations than my résumé ever did.',
    name: 'Elena Novak',
    role: 'Marketing Director',
  },
];

/** Three illustrative testimonials, labelled as such. */
export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-title" className="bg-white">
      <div className={sectionInner}>
        <h2 id="testimonials-title" className={sectionTitle}>
          What professionals say
        </h2>
        <p className="mt-3 text-sm text-slate-600">Illustrative testimonials: the names and quotes are examples.</p>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {testimonials.map((t) => (
            <li key={t.name}>
              <figure className="flex h-full flex-col rounded-2xl border border-slate-200 p-6">
                <blockquote className="flex-1 text-slate-700">
                  <p>“{t.quote}”</p>
                </blockquote>
                <figcaption className="mt-6">
                  <span className="block font-semibold text-slate-900">{t.name}</span>
                  <span className="block text-sm text-slate-600">{t.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
