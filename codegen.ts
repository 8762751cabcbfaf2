import type { CodegenConfig } from '@graphql-codegen/cli';

// One schema, two outputs: resolver types for the api, typed documents for the web.
const config: CodegenConfig = {
  schema: 'graphql/schema/*.graphql',
  documents: 'graphql/operations/**/*.graphql',
  ignoreNoDocuments: false,
  generates: {
    'api/src/graphql/__generated__/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        contextType: '../context.js#GraphQLContext',
        scalars: { DateTime: 'string', Upload: 'unknown' },
        enumsAsTypes: true,
        useIndexSignature: false,
        mappers: {},
      },
    },
    'web/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { DateTime: 'string', Upload: 'File' } },
    },
  },
};

export default config;
