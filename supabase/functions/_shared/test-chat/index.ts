// The six test-chat models as configurations of the guide engine: see README.md in this folder.
// @ts-ignore TS5097: Deno needs the .ts extension (backend/tsconfig lacks allowImportingTsExtensions)
export { TEST_CHAT_MODELS, type TestChatModel, type TestChatBody } from './models.ts';
// @ts-ignore TS5097: see above
export { testChatHandler, testChatModelConfig, TEST_CHAT_MAX_TEXT } from './handler.ts';
