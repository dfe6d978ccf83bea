/**
 * Whether a live message gets the 'heeft een nieuw bericht toegevoegd' toast: an operator's
 * own message never does, in none of their browsers (spec §6).
 */
export function shouldAnnounce(actorId: string | null, viewerId: string | null): boolean {
  return actorId === null || actorId !== viewerId;
}
