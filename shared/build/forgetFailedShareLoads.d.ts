/** See forgetFailedShareLoads.js: the shell's runtime plugin that lets a shared package whose download failed download again. */
export default function forgetFailedShareLoads(): {
  name: string;
  errorLoadShare(args: { pkgName: string; shareScopeMap: Record<string, Record<string, Record<string, Record<string, unknown>>>> }): void;
};
