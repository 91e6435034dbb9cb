import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  DATA_DELETION_DAYS,
  MAGIC_LINK_MINUTES,
  SESSION_IDLE_DAYS,
  SESSION_MAX_DAYS,
  SUPPORT_REPLY_HOURS,
} from '../../../shared/domain/figures';
import { MAX_SQUAD_SIZE, SHIRT_NUMBER_MAX, SHIRT_NUMBER_MIN } from '../../../shared/domain/squad-limits';

export type FaqGroup = { id: string; heading: string; items: Array<{ question: string; answer: ReactNode }> };

export const faqGroups: FaqGroup[] = [
  {
    id: 'signing-in',
    heading: 'Signing in',
    items: [
      {
        question: 'How do I sign in? There is no password.',
        answer: (
          <p>
            Enter your e-mail address on the <Link to="/email-login">sign-in page</Link> and press Send Login
            Link. We e-mail you a link; open it on the device you want to use and you are in.
          </p>
        ),
      },
      {
        question: 'My link says it has expired or was already used.',
        answer: (
          <p>
            Links work once and for {MAGIC_LINK_MINUTES} minutes. Some e-mail apps open links to check them;
            if that happened, just request a new one. The newest link always works.
          </p>
        ),
      },
      {
        question: "I didn't get the e-mail.",
        answer: (
          <ul>
            <li>Check your spam or junk folder and any &quot;Promotions&quot; tab.</li>
            <li>Check the address is exactly the one your club invited.</li>
            <li>
              Touchline is invitation only: if your club has not added you yet, no e-mail is sent. Ask your
              team administrator.
            </li>
          </ul>
        ),
      },
      {
        question: 'How long do I stay signed in?',
        answer: (
          <p>
            {SESSION_IDLE_DAYS} days from the last time you used Touchline, renewed as you use it, and at most{' '}
            {SESSION_MAX_DAYS} days. Logging out ends the session straight away.
          </p>
        ),
      },
    ],
  },
  {
    id: 'teams-and-roles',
    heading: 'Teams and roles',
    items: [
      {
        question: 'What can coaches, administrators and parents do?',
        answer: (
          <ul>
            <li>
              Administrators and coaches manage the squad, set-piece takers, match settings, opponents,
              matches with their results, and formations.
            </li>
            <li>
              Parents and players see the squad, set-piece takers, statistics, opponents, matches and each
              period&apos;s formation, read-only.
            </li>
            <li>
              Club administrators manage every team of their club; platform administrators manage clubs, teams
              and invitations.
            </li>
          </ul>
        ),
      },
      {
        question: 'How do I add another coach or a parent?',
        answer: (
          <p>
            Ask a platform administrator: they open Admin, choose the team&apos;s Users button and add the
            person by e-mail with the role Coach or Parent/Player, who then receives an invitation with a
            sign-in link. Club administrators cannot send invitations yet.
          </p>
        ),
      },
      {
        question: 'I help with two teams. How do I switch?',
        answer: (
          <p>Sign in and choose the team on the Select Your Team page. Go back to it from the home link.</p>
        ),
      },
    ],
  },
  {
    id: 'squad',
    heading: 'Squad and matches',
    items: [
      {
        question: 'How many players can a squad have?',
        answer: (
          <p>
            Up to {MAX_SQUAD_SIZE}. Shirt numbers run {SHIRT_NUMBER_MIN}-{SHIRT_NUMBER_MAX} and must be
            different within a team.
          </p>
        ),
      },
      {
        question: 'Who sees coaching notes and e-mail addresses?',
        answer: (
          <p>Only coaches and administrators of the team. Parents and players see the squad without them.</p>
        ),
      },
      {
        question: 'How are clean sheets and appearances counted?',
        answer: (
          <p>
            Over matches that have kicked off only. A player makes an appearance in a match that was played
            (it has both scores, and was not postponed, abandoned or void) if he was in the squad by that day
            and was not marked unavailable, so a player added today has none from earlier matches. A clean
            sheet goes to the goalkeepers and defenders picked for it when the opponent did not score. Own
            goals do not count as goals for the scorer. Postponed matches do not count.
          </p>
        ),
      },
      {
        question: 'Can fixtures come in from FA Full-Time?',
        answer: (
          <p>
            Yes. An administrator pastes the team&apos;s page on the league&apos;s FA Full-Time site into Team
            Settings and presses Save &amp; Sync: opponents, dates, kick-offs, results and postponements come
            in, and are kept in step once a day. Nothing a coach planned is changed or deleted. When Full-Time
            refuses the request, save the team&apos;s page in your browser and use Import saved page instead.
          </p>
        ),
      },
    ],
  },
  {
    id: 'privacy-support',
    heading: 'Privacy and support',
    items: [
      {
        question: 'How do I get my data deleted?',
        answer: (
          <p>
            Ask your club, or <Link to="/contact">contact us</Link> with the Privacy category. Deletions are
            completed within {DATA_DELETION_DAYS} days.
          </p>
        ),
      },
      {
        question: 'How quickly do you reply?',
        answer: <p>Within {SUPPORT_REPLY_HOURS} hours, usually much sooner.</p>,
      },
      {
        question: 'Is there a guide to the app?',
        answer: (
          <p>
            Yes: once signed in, open How-To in the menu for a step-by-step guide to the squad, set pieces,
            match settings, opponents, matches and formations.
          </p>
        ),
      },
    ],
  },
];
