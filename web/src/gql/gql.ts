/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query AuthStatus {\n  authStatus {\n    isAuthenticated\n    isAdmin\n    viewer {\n      id\n      username\n      fullName\n    }\n  }\n}\n\nmutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    success\n  }\n}\n\nmutation LogIn($input: LogInInput!) {\n  logIn(input: $input) {\n    isAdmin\n  }\n}\n\nmutation LogOut {\n  logOut {\n    success\n  }\n}\n\nmutation AdminLogIn($input: LogInInput!) {\n  adminLogIn(input: $input) {\n    isAdmin\n  }\n}\n\nmutation AdminLogOut {\n  adminLogOut {\n    success\n  }\n}": typeof types.AuthStatusDocument,
    "query Profile {\n  profile {\n    id\n    username\n    fullName\n    email\n    phone\n    createdAt\n    updatedAt\n  }\n}\n\nmutation UpdateProfile($input: ProfileInput!) {\n  updateProfile(input: $input) {\n    id\n    fullName\n    email\n    phone\n    updatedAt\n  }\n}": typeof types.ProfileDocument,
};
const documents: Documents = {
    "query AuthStatus {\n  authStatus {\n    isAuthenticated\n    isAdmin\n    viewer {\n      id\n      username\n      fullName\n    }\n  }\n}\n\nmutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    success\n  }\n}\n\nmutation LogIn($input: LogInInput!) {\n  logIn(input: $input) {\n    isAdmin\n  }\n}\n\nmutation LogOut {\n  logOut {\n    success\n  }\n}\n\nmutation AdminLogIn($input: LogInInput!) {\n  adminLogIn(input: $input) {\n    isAdmin\n  }\n}\n\nmutation AdminLogOut {\n  adminLogOut {\n    success\n  }\n}": types.AuthStatusDocument,
    "query Profile {\n  profile {\n    id\n    username\n    fullName\n    email\n    phone\n    createdAt\n    updatedAt\n  }\n}\n\nmutation UpdateProfile($input: ProfileInput!) {\n  updateProfile(input: $input) {\n    id\n    fullName\n    email\n    phone\n    updatedAt\n  }\n}": types.ProfileDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuthStatus {\n  authStatus {\n    isAuthenticated\n    isAdmin\n    viewer {\n      id\n      username\n      fullName\n    }\n  }\n}\n\nmutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    success\n  }\n}\n\nmutation LogIn($input: LogInInput!) {\n  logIn(input: $input) {\n    isAdmin\n  }\n}\n\nmutation LogOut {\n  logOut {\n    success\n  }\n}\n\nmutation AdminLogIn($input: LogInInput!) {\n  adminLogIn(input: $input) {\n    isAdmin\n  }\n}\n\nmutation AdminLogOut {\n  adminLogOut {\n    success\n  }\n}"): (typeof documents)["query AuthStatus {\n  authStatus {\n    isAuthenticated\n    isAdmin\n    viewer {\n      id\n      username\n      fullName\n    }\n  }\n}\n\nmutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    success\n  }\n}\n\nmutation LogIn($input: LogInInput!) {\n  logIn(input: $input) {\n    isAdmin\n  }\n}\n\nmutation LogOut {\n  logOut {\n    success\n  }\n}\n\nmutation AdminLogIn($input: LogInInput!) {\n  adminLogIn(input: $input) {\n    isAdmin\n  }\n}\n\nmutation AdminLogOut {\n  adminLogOut {\n    success\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Profile {\n  profile {\n    id\n    username\n    fullName\n    email\n    phone\n    createdAt\n    updatedAt\n  }\n}\n\nmutation UpdateProfile($input: ProfileInput!) {\n  updateProfile(input: $input) {\n    id\n    fullName\n    email\n    phone\n    updatedAt\n  }\n}"): (typeof documents)["query Profile {\n  profile {\n    id\n    username\n    fullName\n    email\n    phone\n    createdAt\n    updatedAt\n  }\n}\n\nmutation UpdateProfile($input: ProfileInput!) {\n  updateProfile(input: $input) {\n    id\n    fullName\n    email\n    phone\n    updatedAt\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;