/**
 * A signed-in page's path: /teams/:teamId/<page> with a team in context (the id encoded as one
 * segment), /<page> without one (spec 001 §2.1). `page` is a route path such as 'squad-management'.
 */
export function teamPagePath(teamId: string | null, page: string): string {
  return teamId ? `/teams/${encodeURIComponent(teamId)}/${page}` : `/${page}`;
}

/** Where a team's link lands: its squad, the page every role can open. */
export function teamHomePath(team: { secureId: string }): string {
  return teamPagePath(team.secureId, 'squad-management');
}
