// The GraphQL face of the viewer rule: resolvers declare what they need, and receive the viewer
// the request's middleware resolved (src/http/viewer.ts).
import type { GraphQLResolveInfo } from 'graphql';
import { forbidden, unauthenticated } from '../lib/errors.js';
import { isOwner, type Viewer } from '../modules/auth/viewer.js';
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

/** A field for admins: UNAUTHENTICATED for anonymous, FORBIDDEN for travellers. */
export const adminOnly =
  <P, A, R>(resolve: Resolver<P, A, SignedInContext, R>): Resolver<P, A, GraphQLContext, R> =>
  (parent, args, ctx, info) => {
    if (!ctx.viewer) throw unauthenticated();
    if (ctx.viewer.role !== 'admin') throw forbidden();
    return resolve(parent, args, ctx as SignedInContext, info);
  };

/** A field for the owner (the audit log): UNAUTHENTICATED for anonymous, FORBIDDEN for anyone else. */
export const ownerOnly =
  <P, A, R>(resolve: Resolver<P, A, SignedInContext, R>): Resolver<P, A, GraphQLContext, R> =>
  (parent, args, ctx, info) => {
    if (!ctx.viewer) throw unauthenticated();
    if (!isOwner(ctx.viewer)) throw forbidden();
    return resolve(parent, args, ctx as SignedInContext, info);
  };
