// The reads the service worker keeps for use with no signal (issue 32, decision 070): the signed-in
// user, the team's squad, matches, formations, events and figures, a match's goals (ours, and the
// opponent's with their minutes) and playing time.
// Not the live read (its server time must be now, decision 067), nor sign-in, answer links, CSV or the
// calendar feed: a list of what may be kept, so a new read is kept only when it is added here. Matched
// against the whole address (Workbox matches a regular expression route against it; only GETs).
export const offlineReadUrl =
  /^https?:\/\/[^/?#]+\/api\/(?:auth\/(?:user|teams|team-role\/[^/?#]+)|config|teams\/[^/?#]+\/(?:events|formations|matches|players|team|teams|stats|playing-time)|matches\/\d+\/(?:goals|goals-against|playing-time)|events\/[^/?#]+\/availability|players\/\d+\/family)(?:\?[^#]*)?$/;
