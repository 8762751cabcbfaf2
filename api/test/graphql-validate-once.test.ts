// A crowd bringing one new GraphQL document at once: it is parsed and validated once, and every
// request is answered (issue 15). A document that fails validation fails for each of them.
import type { ApolloServerPlugin } from '@apollo/server';
import { createApollo } from '../src/graphql/apollo.js';
import type { GraphQLContext } from '../src/graphql/context.js';
import { createLogger } from '../src/lib/logger.js';

let validations = 0;
const counting: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async validationDidStart() {
        validations += 1;
      },
    };
  },
};
const apollo = createApollo({ logger: createLogger({ LOG_LEVEL: 'silent', NODE_ENV: 'test' }), production: true, plugins: [counting] });
beforeAll(() => apollo.start());
afterAll(() => apollo.stop());
beforeEach(() => {
  validations = 0;
});

const crowd = (query: string, n: number) =>
  Promise.all(Array.from({ length: n }, () => apollo.executeOperation({ query }, { contextValue: {} as GraphQLContext })));

it('when 50 requests bring the same new document at once, then it is validated once and all 50 get their answer', async () => {
  const answers = await crowd('query Crowd { __typename }', 50);
  expect(answers.map((a) => (a.body.kind === 'single' ? a.body.singleResult.data : undefined))).toEqual(Array(50).fill({ __typename: 'Query' }));
  expect(validations).toBe(1);
  // Afterwards it comes from Apollo's store: no validation at all.
  await crowd('query Crowd { __typename }', 5);
  expect(validations).toBe(1);
});

it('when 20 requests bring the same invalid document at once, then each is refused with the validation error', async () => {
  const answers = await crowd('query Broken { noSuchField }', 20);
  for (const a of answers) {
    expect(a.body.kind === 'single' && a.body.singleResult.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  }
  expect(validations).toBe(20);
});

it('when two different new documents arrive together, then neither waits for the other', async () => {
  const [a, b] = await Promise.all([crowd('query A { __typename }', 10), crowd('query B { __typename }', 10)]);
  expect([...a, ...b].every((r) => r.body.kind === 'single' && r.body.singleResult.data?.__typename === 'Query')).toBe(true);
  expect(validations).toBe(2);
});
