// test-model-communication-coach: a test-chat model — a named configuration of the guide engine
// (persona, corpus slice, model) in ../_shared/test-chat/models.ts.
// @ts-ignore TS5097: Deno needs the .ts extension (backend/tsconfig lacks allowImportingTsExtensions)
import { TEST_CHAT_MODELS, testChatHandler } from '../_shared/test-chat/index.ts';

export default testChatHandler(TEST_CHAT_MODELS.communicationCoach);
