export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __testS3?: { stop(): Promise<void> } }).__testS3?.stop();
}
