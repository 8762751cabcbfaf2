import { MAX_UPLOAD_BYTES } from '@umrah/graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/Upload.mjs';
import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { AppError } from '../../lib/errors.js';
import { spool, TOO_LARGE } from '../../lib/uploads.js';
import { asTraveller } from '../../graphql/guards.js';

export const documentsResolvers: Resolvers = {
  Upload: GraphQLUpload,
  Query: {
    myDocuments: asTraveller(async (_p, _a, { services, viewer: user }) => {
      return services.documents.mine(user.id);
    }),
    sharedDocuments: asTraveller(async (_p, _a, { services, viewer: user }) => {
      return services.documents.shared(user.id);
    }),
  },
  Mutation: {
    uploadDocument: asTraveller(async (_p, { file, input }, { services, viewer: user }) => {
      // Metadata and the traveller's step are checked before a byte of the file is read.
      services.documents.checkMetadata(input);
      await services.documents.assertCanUpload(user);
      const upload = (await (file as Promise<FileUpload> | undefined)?.catch(() => undefined)) ?? undefined;
      if (!upload) throw new AppError('BAD_USER_INPUT', 'Please select a file to upload.');
      const spooled = await spool(readStreamOf(upload), MAX_UPLOAD_BYTES);
      try {
        return await services.documents.upload(user, spooled, upload.filename, input);
      } finally {
        await spooled.discard();
      }
    }),
    deleteDocument: asTraveller(async (_p, { id }, { services, viewer: user }) => {
      await services.documents.remove(user, id);
      return { success: true };
    }),
  },
};

/** graphql-upload throws at once when the file already passed its size limit while we checked. */
function readStreamOf(upload: FileUpload) {
  try {
    return upload.createReadStream();
  } catch (err) {
    if ((err as { status?: number }).status === 413) throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE);
    throw err;
  }
}
