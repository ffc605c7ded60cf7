// Tone Coach: the engine lives in ./tone/ (checker, English and Hebrew rewriters, topics, model
// path, measurement); this file keeps the old import path working.
export * from './tone/index.ts';
