import { Link } from 'react-router';
import { onDarkPrimaryButton, onDarkSecondaryButton } from '../../../components/button-styles';
import { useSession } from '../../../lib/auth/session';
import { brand, faviconHref } from '../../../tenants';

/** The sign-up page: an action leading there means nothing to someone already signed in. */
const SIGN_UP_PATH = '/auth';

/** The landing copy of the portal with its primary and secondary actions. */
export function Hero() {
  const { landing } = brand;
  const { isAuthenticated } = useSession();
  const actions = [
    { ...landing.primary, className: onDarkPrimaryButton },
    { ...landing.secondary, className: onDarkSecondaryButton },
  ].filter((action) => !(isAuthenticated && action.to === SIGN_UP_PATH));
  return (
    <section aria-labelledby="home-title" className="banner-gradient relative overflow-hidden text-white">
      <img
        src={faviconHref(brand)}
        alt=""
        width={384}
        height={384}
        className="pointer-events-none absolute top-1/2 -right-16 hidden h-96 w-96 -translate-y-1/2 rotate-12 opacity-20 md:block"
      />
      <div className="relative mx-auto max-w-6xl px-4 py-14 sm:px-8 sm:py-20">
        <p className="text-sm font-semibold uppercase tracking-widest text-white/85">{landing.eyebrow}</p>
        <h1 id="home-title" className="mt-3 max-w-3xl text-4xl leading-tight font-extrabold sm:text-5xl">
          {landing.heading}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-white/90">{landing.text}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          {actions.map((action) => (
            <Link key={action.label} to={action.to} className={action.className}>
              {action.label}
            </Link>
          ))}
        </div>
      </div>
    </section>
  );
}

/** The portal's selling points; they overlap the hero's lower edge only when they follow it directly. */
export function Highlights({ overlapHero }: { overlapHero: boolean }) {
  return (
    <section
      aria-label="Why learn here"
      data-testid="home-highlights"
      className={`mx-auto max-w-6xl px-4 sm:px-8 ${overlapHero ? '-mt-8' : 'mt-10'}`}
    >
      <ul className="relative grid gap-4 md:grid-cols-3">
        {brand.landing.highlights.map((highlight) => (
          <li key={highlight.title} className="rounded-card border border-gray-200 bg-white p-5 shadow-sm">
            <h2 className="font-bold text-gray-900">{highlight.title}</h2>
            <p className="mt-1 text-sm text-gray-700">{highlight.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
