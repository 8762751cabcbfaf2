// The upload goes out as a hand-made GraphQL multipart request (graphql-multipart-request-spec)
// over XMLHttpRequest, because fetch cannot report upload progress and the panel shows the real one.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { print, type FormattedExecutionResult } from 'graphql';
import { type DocumentInput, type UploadDocumentMutation, UploadDocumentDocument } from '@/gql/graphql';

export type UploadedDocument = UploadDocumentMutation['uploadDocument'];

export interface UploadOptions {
  /** Called with the share of the request body sent so far, 0 to 100. */
  onProgress?: (percent: number) => void;
  /** Aborting cancels the request; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
}

const QUERY = print(UploadDocumentDocument);

function isExecutionResult(value: unknown): value is FormattedExecutionResult<UploadDocumentMutation> {
  return typeof value === 'object' && value !== null && ('data' in value || 'errors' in value);
}

/**
 * Uploads one file with its metadata. Resolves with the stored document; rejects with
 * `CombinedGraphQLErrors` when the server answered with errors (read it with `lib/errors`), or
 * with a plain Error for a network failure or an answer that is not GraphQL.
 */
export function uploadDocument(file: File, input: DocumentInput, { onProgress, signal }: UploadOptions = {}): Promise<UploadedDocument> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Upload cancelled', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/graphql');
    // Apollo's CSRF prevention refuses multipart requests without this header. The page and the
    // api share an origin, so the session cookie goes along without withCredentials.
    xhr.setRequestHeader('apollo-require-preflight', 'true');
    xhr.setRequestHeader('accept', 'application/graphql-response+json, application/json');

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.((event.loaded / event.total) * 100);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        reject(new Error(`Upload answered ${xhr.status} without a GraphQL result`));
        return;
      }
      if (isExecutionResult(body) && body.errors?.length) {
        reject(new CombinedGraphQLErrors(body));
        return;
      }
      const uploaded = isExecutionResult(body) ? body.data?.uploadDocument : undefined;
      if (xhr.status >= 200 && xhr.status < 300 && uploaded) resolve(uploaded);
      else reject(new Error(`Upload answered ${xhr.status} without a document`));
    };
    xhr.onerror = () => reject(new Error('Upload failed: network error'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const body = new FormData();
    body.append('operations', JSON.stringify({ operationName: 'UploadDocument', query: QUERY, variables: { file: null, input } }));
    body.append('map', JSON.stringify({ 0: ['variables.file'] }));
    body.append('0', file, file.name);
    xhr.send(body);
  });
}
