import type { EditorAddress } from './editor-paths';

// /formation-editor and /teams/:teamId/formation-editor (spec 001 §2.2), with ?match=, ?quarter= and
// ?formationId= (match planning's period cards link here with exactly these).

const idParam = (value: string | null): number | null =>
  value && /^\d{1,10}$/.test(value) && Number(value) > 0 ? Number(value) : null;

export function addressOf(params: URLSearchParams): EditorAddress {
  return {
    formationId: idParam(params.get('formationId')),
    matchId: idParam(params.get('match')),
    quarter: idParam(params.get('quarter')),
  };
}

/**
 * The editor's header. The skeleton draws it once the caller's role is known, so an early paint already
 * shows the page's largest text on a phone and the page takes its place without a move: drawn only with
 * the page, it was the page's Largest Contentful Paint, 0.6 s after the first.
 */
export function editorHeading({ isEditing, canEdit }: { isEditing: boolean; canEdit: boolean }) {
  return {
    title: 'Formation Editor',
    description: canEdit
      ? isEditing
        ? 'Change the plan and save it.'
        : 'Choose a shape, place your players and save the plan for a match period.'
      : 'Formations are planned by the team’s coaches.',
  };
}
