// supabase-js warns on import that Node 20 is deprecated; the machine runs Node 20 on purpose,
// so that one line is dropped to keep test output readable. Every other warning still shows.
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('Node.js 20 and below are deprecated')) return;
  warn(...args);
};
