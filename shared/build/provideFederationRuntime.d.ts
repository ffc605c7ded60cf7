/** See provideFederationRuntime.js: the shell's runtime plugin that shares its federation runtime core with the remotes. */
export default function provideFederationRuntime(): {
  name: string;
  beforeInit<T>(args: T): T;
};
