// graphql-upload 17 ships JSDoc-typed .mjs files, which TypeScript does not read from
// node_modules; these are the few shapes we use.
declare module 'graphql-upload/graphqlUploadExpress.mjs' {
  import type { RequestHandler } from 'express';
  export default function graphqlUploadExpress(options?: { maxFileSize?: number; maxFiles?: number; maxFieldSize?: number }): RequestHandler;
}
declare module 'graphql-upload/GraphQLUpload.mjs' {
  import type { GraphQLScalarType } from 'graphql';
  const GraphQLUpload: GraphQLScalarType;
  export default GraphQLUpload;
}
declare module 'graphql-upload/Upload.mjs' {
  import type { Readable } from 'node:stream';
  export interface FileUpload {
    filename: string;
    mimetype: string;
    encoding: string;
    createReadStream(): Readable;
  }
}
