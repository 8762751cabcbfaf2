// Every route of the web app; pages and links read paths from here only. The list itself lives in
// the shared package, where the api reads it too (it answers 200 for exactly these pages).
export { paths } from '@umrah/graphql';
