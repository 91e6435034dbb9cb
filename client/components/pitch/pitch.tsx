import { clsx } from 'clsx';
import { type CSSProperties, type HTMLAttributes, memo, type ReactNode, type Ref } from 'react';
import { pitchAspect } from './pitch-aspect';
import {
  byDepth,
  clampPercent,
  describeLineUp,
  describePlayer,
  labelOf,
  NO_PLAYERS_TEXT,
  type PitchPlayer,
  tokenName,
} from './pitch-model';

export {
  fullName,
  type PitchPlayer,
  type PitchPoint,
  type PitchRect,
  percentToPoint,
  pointToPercent,
  screenStep,
  tokenName,
} from './pitch-model';

// One football pitch for the formation editor, the viewer and the mini previews (spec 001 §2.2-2.5, §9).
//
// Orientation: landscape, 3:2, our goal on the LEFT and theirs on the right. A player's x (depth,
// 0 our goal line, 100 theirs) runs left to right and y (width, 0 the left touchline as we attack)
// top to bottom: facing their goal on the right, a team's left is the top of the screen. So the
// left back stands top left and a token sits at left: x%, top: y% of the pitch surface, with no flip.
//
// Markings are drawn to scale in metres on a 105 x 70 field (the Laws allow 64-75 wide), inside a
// viewBox 3 m larger at each end and 2 m at each side so the goals show: 111 x 74, also 3:2. The pitch
// surface (where percentages, tokens and drops live) is that field, inset 3/111 = 2/74 = 2.7027% on
// every side. The whole figure is a fixed-aspect box, so nothing moves as it loads.
//
// Upright on a phone, for the editor only (issue 29: the pitch as large as the screen allows): below
// the sm breakpoint its pitch turns a quarter so our goal is at the foot, x running bottom to top and y
// left to right (the left back still on the left as we attack). A 3:2 pitch across a 375 px phone is
// 230 px tall, too little for eleven shirts with 12 px names and position tags, which overlapped; a
// 2:3 one is 2.25 times the size. CSS alone turns it (aspect, markings, token places), so the server's
// markup and the first frame are already right; the editor reads which way it is drawn off the surface
// (pointToPercent). The viewer keeps the spec's 3:2 (spec 001 §9).

export type PitchSize = 'editor' | 'viewer' | 'mini';

export type PitchProps = {
  players: readonly PitchPlayer[];
  /**
   * editor: as wide as the editor makes its place (600 x 400 beside the panels, a phone's width and
   *   upright on a phone), 56 px tokens from 600 px wide;
   * viewer: the page's width, edge to edge on a phone (over the page's 1 rem gutters), 48 px tokens
   * from about 550 px wide;
   * mini: 180 x 120, shirt numbers only, for cards.
   */
  size?: PitchSize;
  /** The figure's accessible name ("Formation for period 2"); the mini pitch adds the line-up to it. */
  label?: string;
  /** Wraps each token, e.g. in a draggable: receives the player and the token as drawn. */
  renderToken?: (player: PitchPlayer, defaultToken: ReactNode) => ReactNode;
  /** The pitch surface (the field inside the lines): measure it with pointToPercent to place a drop. */
  ref?: Ref<HTMLDivElement>;
  /** Handlers and attributes for the surface (a tap to place, a drop target's data). */
  surfaceProps?: HTMLAttributes<HTMLDivElement>;
  /** Drawn on the surface above the tokens (a drag preview, a hint). */
  children?: ReactNode;
  /** Places the figure (a margin); its size and corners are the `size`'s. */
  className?: string;
};

// The shirt's size (--token) is a share of the pitch's width through container query units, so a
// token keeps its place between the lines at any width: the editor's 56 px at 600 wide, the viewer's
// 48 px from about 550 wide, 30-33 px on a 375 px phone, where the viewer's 3:2 pitch leaves a back
// four's shirts and 12 px names only just room. The editor's upright pitch on a phone gives a tenth of its width
// (34 px on a 375 px phone): a back four stands 20% of that width apart, room for four names side by
// side. The mini pitch is always 180 x 120.
const sizes: Record<PitchSize, { figure: string; token: string }> = {
  editor: {
    figure: 'w-full rounded-xl',
    token: '[--token:min(56px,9.333cqw)] max-sm:[--token:min(56px,10cqw)]',
  },
  viewer: {
    figure: '-mx-4 w-[calc(100%+2rem)] sm:mx-0 sm:w-full sm:rounded-xl',
    token: '[--token:min(48px,8.75cqw)]',
  },
  mini: { figure: 'w-[180px] rounded-md', token: '[--token:17px]' },
};

// A token's box is as wide as its name may be: 1.8 shirts, and never under 60 px so a short name
// still fits on a small phone.
const tokenBoxWidth = 'w-[max(calc(var(--token)*1.8),60px)]';
const halfTokenBox = 'max(var(--token) * 0.9, 30px)';
const halfMiniBox = 'var(--token) * 0.5';

/**
 * Where a token's box goes: its shirt centred on the player's point of the surface. Near a touchline or
 * goal line the token is held just far enough in that all of it (shirt, badges and name) stays on the
 * drawing, which runs 2.857% of the field beyond each line; the player's own x and y are untouched.
 * `across` is the share of the surface's width from its left, `down` of its height from its top.
 */
function tokenPlace(across: number, down: number, isMini: boolean): { left: string; top: string } {
  const halfWidth = isMini ? halfMiniBox : halfTokenBox;
  const below = isMini ? 0.5 : 0.9; // of --token: half a shirt, plus the name line
  const edge = 2.857;
  return {
    left: `clamp(calc(${halfWidth} - ${edge}%), ${across}%, calc(${100 + edge}% - ${halfWidth}))`,
    top: `clamp(calc(var(--token) * 0.5 - ${edge}%), ${down}%, calc(${100 + edge}% - var(--token) * ${below}))`,
  };
}

const tokenShift = 'translate(-50%, calc(var(--token) / -2))';

/**
 * The token's place as a style: landscape (x across, y down) for every size, and for the editor also
 * its upright place (y across, x up from the foot) in custom properties, which its class turns to on a
 * phone.
 */
function tokenStyle(player: PitchPlayer, size: PitchSize): CSSProperties {
  const x = clampPercent(player.x);
  const y = clampPercent(player.y);
  const landscape = tokenPlace(x, y, size === 'mini');
  if (size !== 'editor') return { ...landscape, transform: tokenShift };
  const upright = tokenPlace(y, 100 - x, false);
  return {
    '--left': landscape.left,
    '--top': landscape.top,
    '--upright-left': upright.left,
    '--upright-top': upright.top,
    transform: tokenShift,
  } as CSSProperties;
}

const editorTokenPlace = 'left-(--left) top-(--top) max-sm:left-(--upright-left) max-sm:top-(--upright-top)';

export function Pitch({
  players,
  size = 'viewer',
  label = 'Formation',
  renderToken,
  ref,
  surfaceProps,
  children,
  className,
}: PitchProps) {
  const isMini = size === 'mini';
  return (
    <figure
      className={clsx(
        '@container relative shrink-0 overflow-hidden bg-[#14602f] select-none',
        pitchAspect[size],
        sizes[size].figure,
        className,
      )}
      {...(isMini
        ? { role: 'img', 'aria-label': `${label}: ${describeLineUp(players)}` }
        : { 'aria-label': label })}
      data-pitch-size={size}
    >
      {size === 'editor' ? (
        <>
          <PitchMarkings thin={false} upright={false} className="max-sm:hidden" />
          <PitchMarkings thin={false} upright className="hidden max-sm:block" />
        </>
      ) : (
        <PitchMarkings thin={isMini} upright={false} />
      )}
      <div
        {...surfaceProps}
        ref={ref}
        className={clsx('absolute inset-[2.7027%]', sizes[size].token, surfaceProps?.className)}
      >
        {players.map((player) => {
          const token = isMini ? (
            <MiniToken
              shirtNumber={player.shirtNumber}
              isGoalkeeper={labelOf(player) === 'GK'}
              isCaptain={player.isCaptain === true}
              isUnavailable={player.isUnavailable === true}
            />
          ) : (
            <PlayerToken
              shirtNumber={player.shirtNumber}
              name={tokenName(player.firstName, player.lastName)}
              position={labelOf(player)}
              isCaptain={player.isCaptain === true}
              isUnavailable={player.isUnavailable === true}
            />
          );
          return (
            <div
              key={player.id}
              className={clsx(
                'absolute flex justify-center',
                isMini ? 'w-(--token)' : tokenBoxWidth,
                size === 'editor' && editorTokenPlace,
              )}
              style={tokenStyle(player, size)}
              data-player-id={player.id}
            >
              {renderToken ? renderToken(player, token) : token}
            </div>
          );
        })}
        {children}
      </div>
      {isMini ? null : (
        <figcaption className="sr-only">
          {players.length === 0 ? (
            NO_PLAYERS_TEXT
          ) : (
            <ul>
              {byDepth(players).map((player) => (
                <li key={player.id}>{describePlayer(player)}</li>
              ))}
            </ul>
          )}
        </figcaption>
      )}
    </figure>
  );
}

// ---- Tokens ----

// Shirts: goalkeepers pink, outfield blue (spec 001 §2.2), white numbers (pink-600 4.6:1, blue-600
// 5.2:1) and a white edge that holds them apart from the grass. Drawn in one SVG so everything scales
// with the token.
const shirtFill = { goalkeeper: 'fill-pink-600', outfield: 'fill-blue-600' } as const;
const SHIRT_PATH =
  'M20.38 3.46 16 2a4 4 0 0 1-8 0L3.62 3.46a2 2 0 0 0-1.34 2.23l.58 3.47a1 1 0 0 0 .99.84H6v10c0 1.1.9 2 2 2h8a2 2 0 0 0 2-2V10h2.15a1 1 0 0 0 .99-.84l.58-3.47a2 2 0 0 0-1.34-2.23z';

const badge =
  'absolute flex size-[calc(var(--token)*0.36)] min-h-3.5 min-w-3.5 items-center justify-center rounded-full text-[length:max(9px,calc(var(--token)*0.25))] leading-none font-extrabold ring-[1.5px] ring-white';

/**
 * The token as drawn: the shirt with its number, the position label tagged on its lower right (clear
 * of a two-digit number), the captain's ring and C (top left), the unavailable ! (top right), and the
 * last name below, both at least 12 px (legible on a phone's small pitch, issue 29). It is as tall as
 * the shirt plus one line of text, so two players 20% of the pitch's width apart do not overlap, even on
 * a phone.
 */
const PlayerToken = memo(function PlayerToken({
  shirtNumber,
  name,
  position,
  isCaptain,
  isUnavailable,
}: {
  shirtNumber: number;
  name: string;
  position: string;
  isCaptain: boolean;
  isUnavailable: boolean;
}) {
  const isGoalkeeper = position === 'GK';
  return (
    <div
      aria-hidden="true"
      className="flex max-w-full min-w-0 flex-col items-center"
      data-position={position}
      data-captain={isCaptain || undefined}
      data-unavailable={isUnavailable || undefined}
    >
      <div className="relative size-(--token)">
        <svg viewBox="0 0 24 24" className="size-full overflow-visible">
          {isCaptain ? (
            <circle cx="12" cy="12" r="11.6" className="fill-none stroke-yellow-400" strokeWidth="1.7" />
          ) : null}
          <path
            d={SHIRT_PATH}
            className={clsx(isGoalkeeper ? shirtFill.goalkeeper : shirtFill.outfield, 'stroke-white')}
            strokeWidth="1.1"
            strokeLinejoin="round"
          />
          <text x="12" y="15.3" textAnchor="middle" className="fill-white font-bold" fontSize="8.2">
            {shirtNumber}
          </text>
        </svg>
        {/* The C is drawn by CSS, not written: the captaincy is in the handle's name in words, and a
            letter C there would have to be too (label in name). */}
        {isCaptain ? (
          <span
            className={clsx(badge, "-top-[2%] -left-[10%] bg-yellow-400 text-slate-950 after:content-['C']")}
            data-badge="captain"
          />
        ) : null}
        {isUnavailable ? (
          <span
            className={clsx(badge, '-top-[2%] -right-[10%] bg-red-600 text-white')}
            data-badge="unavailable"
          >
            !
          </span>
        ) : null}
        {/* The leading spaces are not drawn (a line's leading space collapses) but part the words of the
            text, "10 CAM Okafor", which the editor's handle name starts with. */}
        <span className="absolute bottom-[8%] left-[73%] rounded-[3px] bg-white px-[0.3em] text-[length:max(12px,calc(var(--token)*0.2))] leading-[1.25] font-bold tracking-wide text-slate-900">
          {` ${position}`}
        </span>
      </div>
      <span className="max-w-full truncate rounded-[3px] bg-slate-950/80 px-[0.35em] text-[length:clamp(12px,calc(var(--token)*0.24),13px)] leading-[1.2] font-medium text-white">
        {` ${name}`}
      </span>
    </div>
  );
});

/**
 * The mini pitch's token: a disc in the shirt's colour with the number (a shirt outline leaves no room
 * for a legible number at 17 px), a yellow ring for the captain, a red dot for unavailable.
 */
const MiniToken = memo(function MiniToken({
  shirtNumber,
  isGoalkeeper,
  isCaptain,
  isUnavailable,
}: {
  shirtNumber: number;
  isGoalkeeper: boolean;
  isCaptain: boolean;
  isUnavailable: boolean;
}) {
  return (
    <span
      className={clsx(
        'relative flex size-(--token) items-center justify-center rounded-full text-[9px] leading-none font-bold text-white tabular-nums',
        isGoalkeeper ? 'bg-pink-600' : 'bg-blue-600',
        isCaptain ? 'ring-2 ring-yellow-400' : 'ring-1 ring-white',
      )}
      data-position={isGoalkeeper ? 'GK' : undefined}
      data-captain={isCaptain || undefined}
      data-unavailable={isUnavailable || undefined}
    >
      {shirtNumber}
      {isUnavailable ? (
        <span className="absolute -top-0.5 -right-0.5 size-1.5 rounded-full bg-red-500 ring-1 ring-white" />
      ) : null}
    </span>
  );
});

// ---- Markings ----

// Metres, from the Laws of the Game, on the 105 x 70 field (x along, y across, origin top left).
const FIELD = { length: 105, width: 70 } as const;
const MID_Y = FIELD.width / 2;
const PENALTY_AREA = { depth: 16.5, width: 40.32 } as const;
const GOAL_AREA = { depth: 5.5, width: 18.32 } as const;
const GOAL = { width: 7.32, depth: 2 } as const;
const PENALTY_SPOT = 11;
const CIRCLE_RADIUS = 9.15;
const CORNER_RADIUS = 1;
// Where the penalty arc (radius 9.15 around the spot) leaves the penalty area's front edge.
const ARC_HALF_HEIGHT = Math.sqrt(CIRCLE_RADIUS ** 2 - (PENALTY_AREA.depth - PENALTY_SPOT) ** 2);
const STRIPES = 12;

/** One end's markings, drawn for our end (left); the far end is the same mirrored. */
function EndMarkings() {
  const arcTop = MID_Y - ARC_HALF_HEIGHT;
  const arcBottom = MID_Y + ARC_HALF_HEIGHT;
  return (
    <>
      <rect
        x={-GOAL.depth}
        y={MID_Y - GOAL.width / 2}
        width={GOAL.depth}
        height={GOAL.width}
        className="fill-white/30"
      />
      <rect x="0" y={MID_Y - PENALTY_AREA.width / 2} width={PENALTY_AREA.depth} height={PENALTY_AREA.width} />
      <rect x="0" y={MID_Y - GOAL_AREA.width / 2} width={GOAL_AREA.depth} height={GOAL_AREA.width} />
      <path
        d={`M ${PENALTY_AREA.depth} ${arcTop} A ${CIRCLE_RADIUS} ${CIRCLE_RADIUS} 0 0 1 ${PENALTY_AREA.depth} ${arcBottom}`}
      />
      <circle cx={PENALTY_SPOT} cy={MID_Y} r="0.3" className="fill-white stroke-none" />
      <path d={`M ${CORNER_RADIUS} 0 A ${CORNER_RADIUS} ${CORNER_RADIUS} 0 0 1 0 ${CORNER_RADIUS}`} />
      <path
        d={`M 0 ${FIELD.width - CORNER_RADIUS} A ${CORNER_RADIUS} ${CORNER_RADIUS} 0 0 1 ${CORNER_RADIUS} ${FIELD.width}`}
      />
    </>
  );
}

// Upright, the drawing turns a quarter: a point (x along, y across) of the landscape field is drawn at
// (y, 105 - x), our goal line at the foot and the left touchline on the left.
const UPRIGHT = `matrix(0 -1 1 0 0 ${FIELD.length})`;

const PitchMarkings = memo(function PitchMarkings({
  thin,
  upright,
  className,
}: {
  thin: boolean;
  upright: boolean;
  className?: string;
}) {
  const stripe = FIELD.length / STRIPES;
  return (
    <svg
      aria-hidden="true"
      viewBox={
        upright
          ? `${-2} ${-3} ${FIELD.width + 4} ${FIELD.length + 6}`
          : `${-3} ${-2} ${FIELD.length + 6} ${FIELD.width + 4}`
      }
      className={clsx('absolute inset-0 size-full', className)}
      shapeRendering="geometricPrecision"
    >
      <g transform={upright ? UPRIGHT : undefined}>
        {/* Mown stripes across the field, every other one a shade lighter. */}
        <rect x="0" y="0" width={FIELD.length} height={FIELD.width} className="fill-[#17703a]" />
        {Array.from({ length: STRIPES / 2 }, (_, i) => (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed set of stripes.
            key={i}
            x={(2 * i + 1) * stripe}
            y="0"
            width={stripe}
            height={FIELD.width}
            className="fill-[#1b7d41]"
          />
        ))}
        <g
          // Lines keep their width in screen pixels at any size (vector-effect is not inherited).
          className="fill-none stroke-white/85 [&_*]:[vector-effect:non-scaling-stroke]"
          strokeWidth={thin ? 1 : 1.75}
        >
          <rect x="0" y="0" width={FIELD.length} height={FIELD.width} />
          <line x1={FIELD.length / 2} y1="0" x2={FIELD.length / 2} y2={FIELD.width} />
          <circle cx={FIELD.length / 2} cy={MID_Y} r={CIRCLE_RADIUS} />
          <circle cx={FIELD.length / 2} cy={MID_Y} r="0.35" className="fill-white stroke-none" />
          <EndMarkings />
          <g transform={`translate(${FIELD.length} 0) scale(-1 1)`}>
            <EndMarkings />
          </g>
        </g>
      </g>
    </svg>
  );
});
