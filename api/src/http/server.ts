// node's HTTP server for the api's Express app, made so that each request and response is born
// an Express request and response (docs/decisions/0064). Express otherwise gives every incoming
// request and response a new prototype (`Object.setPrototypeOf` in `app.handle`), which throws
// away V8's hidden classes for both objects on every request: every later property read through
// them misses its inline cache. With the classes below, that call finds the prototype already in
// place and does nothing (V8 returns at once when the prototype does not change).
import type { Express } from 'express';
import { IncomingMessage, ServerResponse, createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';

export function httpServerFor(app: Express): Server {
  // Function constructors, not classes: `app.request` and `app.response` are plain objects
  // (Express's request and response methods over node's prototypes), not classes to extend.
  function Request(this: IncomingMessage, socket: Socket) {
    IncomingMessage.call(this, socket);
  }
  Request.prototype = app.request;
  // node passes the response its options (highWaterMark...) as a second argument its types omit.
  const makeResponse = ServerResponse as unknown as (this: ServerResponse, req: IncomingMessage, options?: object) => void;
  function Response(this: ServerResponse, req: IncomingMessage, options?: object) {
    makeResponse.call(this, req, options);
  }
  Response.prototype = app.response;
  return createServer(
    {
      IncomingMessage: Request as unknown as typeof IncomingMessage,
      ServerResponse: Response as unknown as typeof ServerResponse,
    },
    app,
  );
}
