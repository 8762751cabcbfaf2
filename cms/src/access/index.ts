import type { Access } from 'payload';

/** Anyone, signed in or not: published content is public. */
export const anyone: Access = () => true;

/** Only a signed-in editor (every Payload user of this CMS is an editor). */
export const editors: Access = ({ req }) => Boolean(req.user);
