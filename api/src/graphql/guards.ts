// The GraphQL face of the viewer rule: resolvers declare what they need, and receive the viewer
// the request's middleware resolved (src/http/viewer.ts).
import type { GraphQLResolveInfo } from 'graphql';
import { forbidden, unauthenticated } from '../lib/errors.js';
import type { Permission } from '@umrah/graphql';
import { viewerCan, type Viewer } from '../modules/auth/viewer.js';
import type { GraphQLContext } from './context.js';

export type SignedInContext = GraphQLContext & { viewer: Viewer };
type Resolver<P, A, C, R> = (parent: P, args: A, ctx: C, info: GraphQLResolveInfo) => R;

/** A field for signed-in accounts: UNAUTHENTICATED for anyone else. */
export const signedIn =
  <P, A, R>(resolve: Resolver<P, A, SignedInContext, R>): Resolver<P, A, GraphQLContext, R> =>
  (parent, args, ctx, info) => {
    if (!ctx.viewer) throw unauthenticated();
    return resolve(parent, args, ctx as SignedInContext, info);
  };

/** A traveller's own field (form, documents, readiness, payments): about the companion a lead acts for (ADR 0123). */
export const asTraveller =
  <P, A, R>(resolve: Resolver<P, A, SignedInContext, R>): Resolver<P, A, GraphQLContext, R> =>
  (parent, args, ctx, info) => {
    if (!ctx.viewer) throw unauthenticated();
    return resolve(parent, args, { ...ctx, viewer: ctx.actingFor ?? ctx.viewer } as SignedInContext, info);
  };

/**
 * A field for staff holding a permission (graphql/src/permissions.ts, ADR 0102): UNAUTHENTICATED
 * for anonymous, FORBIDDEN for travellers and for staff whose role lacks it.
 */
export const requires =
  (permission: Permission) =>
  <P, A, R>(resolve: Resolver<P, A, SignedInContext, R>): Resolver<P, A, GraphQLContext, R> =>
  (parent, args, ctx, info) => {
    if (!ctx.viewer) throw unauthenticated();
    if (!viewerCan(ctx.viewer, permission)) throw forbidden();
    return resolve(parent, args, ctx as SignedInContext, info);
  };
