// What both faces of the party do around the service (ADR 0123): the party's view with the traveller
// the portal acts for, and the session's choice of that traveller.
import { PARTY_MESSAGES } from '@umrah/graphql';
import type { Request } from 'express';
import { AppError } from '../../lib/errors.js';
import type { Services } from '../../services.js';
import type { Viewer } from '../auth/viewer.js';
import type { PartyView } from './parties.service.js';

export type PartyAnswer = PartyView & { actingFor: string };

/** The viewer's party on the current trip, saying whom the portal shows; null before they register. */
export async function partyOf(services: Services, viewer: Viewer, actingFor: Viewer | undefined): Promise<PartyAnswer | null> {
  const view = await services.parties.mine(viewer.id);
  return view && { ...view, actingFor: actingFor?.id ?? viewer.id };
}

/** Chooses the traveller the portal shows: a managed companion of the viewer (checked), or the viewer (null or their own id). */
export async function actFor(services: Services, viewer: Viewer, req: Request, userId: string | null): Promise<PartyAnswer> {
  if (userId === null || userId === viewer.id) delete req.session.actingFor;
  else {
    await services.parties.mayActFor(viewer.id, userId);
    req.session.actingFor = userId;
  }
  const view = await services.parties.mine(viewer.id);
  if (!view) throw new AppError('CONFLICT', PARTY_MESSAGES.noRegistration);
  return { ...view, actingFor: req.session.actingFor ?? viewer.id };
}

/** After the lead changed the party, the portal shows the lead again (a removed companion is not acted for). */
export function backToLead(req: Request): void {
  delete req.session.actingFor;
}
