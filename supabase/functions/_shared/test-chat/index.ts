// The six test-chat models as configurations of the guide engine: see README.md in this folder.
export { TEST_CHAT_MODELS, type TestChatModel, type TestChatBody } from './models.ts';
export { testChatHandler, testChatModelConfig, TEST_CHAT_MAX_TEXT } from './handler.ts';
