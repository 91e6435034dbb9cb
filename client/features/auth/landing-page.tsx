import { ArrowRight, ClipboardList, LayoutGrid, type LucideIcon, Mail, Trophy } from 'lucide-react';
import { MAX_SQUAD_SIZE } from '../../../shared/domain/squad-limits';
import { Badge } from '../../components/ui/badge';
import { buttonClasses } from '../../components/ui/button';
import { LOGIN_PATH } from '../../lib/navigation';
import { useDocumentTitle } from '../../lib/use-document-title';

// The spec's three cards, in its order: what works today (the guide and the about page say the same).
const features: Array<{ title: string; description: string; icon: LucideIcon; comingSoon?: boolean }> = [
  {
    title: 'Formation Planning',
    description:
      'Set out who plays where in every period of a match: drag players onto the pitch, or on a phone tap a player and then his spot. Parents and players see the plan before kick-off.',
    icon: LayoutGrid,
  },
  {
    title: 'Squad Management',
    description: `Shirt numbers, positions, coaching notes and set-piece takers for up to ${MAX_SQUAD_SIZE} players, all in one place.`,
    icon: ClipboardList,
  },
  {
    title: 'Match Tracking',
    description:
      "Fixtures and results from the league's FA Full-Time pages, or typed in; the teams you play with your notes on each; goal scorers, assists and clean sheets as the season goes.",
    icon: Trophy,
  },
];

/** A 4-4-2 drawn on a pitch: decoration for the hero, so no image has to load on a slow connection. */
function PitchIllustration() {
  const players: Array<[number, number, boolean?]> = [
    [8, 50, true],
    [24, 16],
    [22, 38],
    [22, 62],
    [24, 84],
    [45, 14],
    [42, 38],
    [42, 62],
    [45, 86],
    [66, 40],
    [66, 60],
  ];
  return (
    <svg viewBox="0 0 300 200" className="h-auto w-full" aria-hidden focusable="false">
      <rect x="1" y="1" width="298" height="198" rx="10" fill="#166534" />
      {[0, 1, 2, 3, 4, 5].map((stripe) => (
        <rect key={stripe} x={1 + stripe * 50} y="1" width="25" height="198" fill="#15803d" opacity="0.55" />
      ))}
      <g fill="none" stroke="#fff" strokeOpacity="0.75" strokeWidth="1.5">
        <rect x="10" y="10" width="280" height="180" rx="2" />
        <path d="M150 10v180" />
        <circle cx="150" cy="100" r="24" />
        <rect x="10" y="55" width="40" height="90" />
        <rect x="250" y="55" width="40" height="90" />
        <rect x="10" y="78" width="14" height="44" />
        <rect x="276" y="78" width="14" height="44" />
      </g>
      {players.map(([x, y, keeper]) => (
        <g key={`${x}-${y}`} transform={`translate(${10 + (x / 100) * 280} ${10 + (y / 100) * 180})`}>
          <circle r="8.5" fill={keeper ? '#f472b6' : '#2563eb'} stroke="#fff" strokeWidth="2" />
        </g>
      ))}
    </svg>
  );
}

/** "/" when signed out (spec 000 §1, §2). */
export function LandingPage() {
  useDocumentTitle('Home');
  return (
    <>
      <section
        aria-labelledby="landing-title"
        className="relative isolate overflow-hidden bg-pitch-900 bg-linear-to-br from-pitch-900 via-pitch-800 to-green-800 text-white"
      >
        <div className="pitch-lines absolute inset-0 -z-10" aria-hidden />
        <div className="mx-auto grid w-full max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:py-24">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-green-50 ring-1 ring-white/20">
              For grassroots football clubs
            </p>
            <h1
              id="landing-title"
              className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
            >
              Run your team from the touchline.
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-green-50">
              Your squad, your matches and a formation for every period, on the phone in your pocket. Built
              for coaches with cold hands, with read-only views for parents.
            </p>
            <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center">
              <a href={LOGIN_PATH} className={buttonClasses({ variant: 'inverse', size: 'lg' })}>
                Get Started - Sign In
                <ArrowRight aria-hidden />
              </a>
            </div>
            <p className="mt-4 flex max-w-md items-start gap-2 text-sm text-green-50">
              <Mail className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>
                Sign in with the e-mail address your club registered for you. We’ll send you a sign-in link:
                there’s no password to remember.
              </span>
            </p>
          </div>
          <div className="mx-auto hidden w-full max-w-md rotate-[-2deg] rounded-2xl bg-white/10 p-3 shadow-2xl ring-1 ring-white/20 sm:block lg:max-w-none">
            <PitchIllustration />
          </div>
        </div>
      </section>

      <section
        aria-labelledby="features-title"
        className="mx-auto w-full max-w-7xl px-4 py-14 sm:px-6 sm:py-20"
      >
        <div className="max-w-2xl">
          <h2 id="features-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            What your team gets
          </h2>
          <p className="mt-3 text-lg text-slate-600">
            One place for the coach, the club and the parents: coaches plan, and families follow along,
            read-only.
          </p>
        </div>
        <ul className="mt-10 grid gap-4 sm:grid-cols-3 sm:gap-6">
          {features.map(({ title, description, icon: Icon, comingSoon }) => (
            <li
              key={title}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm shadow-slate-900/5"
            >
              <div className="flex size-12 items-center justify-center rounded-xl bg-green-50 text-green-700 ring-1 ring-green-100">
                <Icon className="size-6" aria-hidden />
              </div>
              <h3 className="mt-5 flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900">
                {title}
                {comingSoon ? <Badge variant="warning">Coming soon</Badge> : null}
              </h3>
              <p className="mt-2 leading-relaxed text-slate-600">{description}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
